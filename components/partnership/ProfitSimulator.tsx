'use client';

import { startTransition, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatBRL } from '@/lib/money';
import { AMOUNT_MAX, PROJECTS_MAX, PROJECTS_MIN, clampProjects, defaultState, parseAmount, simulate, type Offer } from '@/lib/profit';
import { cancelAddress, flushAddress, replaceAddress } from '@/lib/addressBar';
import { readSimulation, withSimulation } from '@/lib/simulationUrl';
import { island } from '@/components/ui/IslandBoundary';
import { ProfitChart, type ChartCopy } from './ProfitChart';

export type SimulatorCopy = {
  formLabel: string;
  price: string;
  priceHint: string;
  projects: string;
  /** '1 projeto', '2 projetos'... for every count the slider allows. */
  projectCounts: Record<number, string>;
  maintenance: string;
  fee: string;
  feeHint: string;
  presetsLabel: string;
  presets: string[];
  perProject: string;
  monthly: string;
  multiplier: string;
  cost: string;
  copyLink: string;
  copied: string;
  copyFailed: string;
  linkLabel: string;
  linkHint: string;
  /** Shown in the simulator's place should it fail. */
  failed: string;
};

/** The last copy-link attempt, for the simulation (`key`) it was made for. */
type Shared = { key: string; href: string; copied: boolean };

type Props = {
  /** The partnership's numbers (lib/owner.ts), from the page: the defaults in the HTML, the delivery cost, the presets. */
  offer: Offer;
  copy: SimulatorCopy;
  chart: ChartCopy & { lead: string };
  showPresets: boolean;
  showMaintenanceToggle: boolean;
};

/** Text the field should show after leaving it: the number actually used, when the text differs. */
function settled(text: string): string {
  if (text.trim() === '') return text;
  const value = parseAmount(text);
  return Number(text) === value ? text : String(value);
}

/**
 * The simulator form, results and chart. Styled by SimulatorSection through class names.
 * The inputs are in the HTML, holding the offer's defaults, and answer a visitor before the scripts run. On mount the results
 * start from what the inputs hold then if the visitor changed any; otherwise from the simulation
 * the URL carries (lib/simulationUrl.ts), if any. From then on the URL follows the numbers
 * (replaceState: no history entries, paced by lib/addressBar.ts), so the page's address is a link an
 * agency can send. Should it fail, a note with the sum to do by hand takes its place, and the
 * page's chat buttons stay.
 */
export const ProfitSimulator = island(LiveProfitSimulator, SimulatorFailed);

function SimulatorFailed({ copy }: Props) {
  return (
    <p role="alert" className="sim-failed">
      {copy.failed}
    </p>
  );
}

function LiveProfitSimulator({ offer, copy, chart, showPresets, showMaintenanceToggle }: Props) {
  const defaults = defaultState(offer);
  const [priceText, setPriceText] = useState(String(defaults.price));
  const [projects, setProjects] = useState(defaults.projects);
  const [includeMaintenance, setIncludeMaintenance] = useState(defaults.includeMaintenance);
  const [feeText, setFeeText] = useState(String(defaults.maintenanceFee));
  const [live, setLive] = useState(false);
  const [shared, setShared] = useState<Shared | null>(null);
  const form = useRef<HTMLDivElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const id = `sim${useId().replace(/[^\w-]/g, '')}`;
  const ids = useMemo(() => ({ price: `${id}-price`, projects: `${id}-projects`, fee: `${id}-fee` }), [id]);

  useLayoutEffect(() => {
    const field = (name: string) => form.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const price = field('price');
    const count = field('projects');
    const maintenance = field('maintenance');
    const fee = field('fee');
    const start = defaultState(offer);
    const touched =
      (price && price.value !== String(start.price)) ||
      (count && count.value !== String(start.projects)) ||
      (maintenance && maintenance.checked !== start.includeMaintenance) ||
      (fee && fee.value !== String(start.maintenanceFee));
    const linked = touched ? null : readSimulation(window.location.search, offer);
    if (linked) {
      setPriceText(String(linked.price));
      setProjects(linked.projects);
      setFeeText(String(linked.maintenanceFee));
    } else if (touched) {
      if (price) setPriceText(price.value);
      if (count) setProjects(clampProjects(count.value));
      if (maintenance) setIncludeMaintenance(maintenance.checked);
      if (fee) setFeeText(fee.value);
    }
    // What the visitor typed or the link carries shows before the next paint (above: nothing is set when neither);
    // the share button's enabling can wait. A state set here is rendered at once, in hydration's own task, and
    // React first runs every island's effects there: on a phone that made it the page's longest task after the
    // framework's own.
    startTransition(() => setLive(true));
  }, [offer]); // Once: the page's offer never changes.

  const price = parseAmount(priceText);
  const typedFee = parseAmount(feeText);
  const maintenanceFee = includeMaintenance ? typedFee : 0;
  // Once live, the fields answer a key or a slider step at once, and the results and the chart, most of the work,
  // follow in a render of their own that React can put after the next paint (on a slowed phone a typed digit took
  // 96-112 ms to show, the budget 100; docs/quality.md); a memoised element is skipped by the fields' own render.
  // Before that, what was typed before the scripts ran reaches the results in the same render, before the paint.
  const numbers = useMemo(
    () => ({ price, projects, includeMaintenance, maintenanceFee: typedFee }),
    [price, projects, includeMaintenance, typedFee],
  );
  const deferred = useDeferredValue(numbers);
  const shown = live ? deferred : numbers;
  const result = useMemo(() => simulate(shown, offer), [shown, offer]);
  const key = `${price} ${projects} ${maintenanceFee}`;
  const share = shared?.key === key ? shared : null;

  useEffect(() => {
    if (live) replaceAddress(() => withSimulation(window.location.href, { price, projects, maintenanceFee }, offer));
  }, [live, price, projects, maintenanceFee, offer]);

  // Leaving the page: the last numbers go into its history entry, so going back finds them. A
  // client-side navigation has already moved to the next page's entry when this unmounts.
  useEffect(() => {
    window.addEventListener('pagehide', flushAddress);
    return () => {
      window.removeEventListener('pagehide', flushAddress);
      cancelAddress();
    };
  }, []);

  const fallback = share !== null && !share.copied;
  useEffect(() => {
    if (fallback) linkField.current?.select();
  }, [fallback]);

  const copyLink = async () => {
    flushAddress(); // The address bar shows the link being copied.
    const href = withSimulation(window.location.href, { price, projects, maintenanceFee }, offer);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No Clipboard API');
      await navigator.clipboard.writeText(href);
      setShared({ key, href, copied: true });
    } catch {
      setShared({ key, href, copied: false });
    }
  };

  const projectsText = copy.projectCounts[projects];

  const results = useMemo(
    () => (
      <div className="sim-results">
        <p className="sim-result">
          <span id={`${id}-per`}>{copy.perProject}</span>
          <output aria-labelledby={`${id}-per`} aria-live="off" htmlFor={ids.price}>
            {formatBRL(result.profitPerProject)}
          </output>
        </p>
        <p className="sim-result is-main">
          <span id={`${id}-monthly`}>{copy.monthly}</span>
          <output aria-labelledby={`${id}-monthly`} htmlFor={`${ids.price} ${ids.projects} ${ids.fee}`}>
            {formatBRL(result.monthlyProfit)}
          </output>
        </p>
        <p className="sim-result">
          <span id={`${id}-times`}>{copy.multiplier}</span>
          <output aria-labelledby={`${id}-times`} aria-live="off" htmlFor={ids.price}>
            {result.multiplier}
          </output>
        </p>
      </div>
    ),
    [result, copy, id, ids],
  );
  const chartCard = useMemo(
    () => (
      <div className="ui-card sim-card sim-chart">
        <h3 className="sim-chart-title">{chart.title}</h3>
        <p className="sim-hint">{chart.lead}</p>
        <ProfitChart points={result.points} highlight={shown.projects} copy={chart} idPrefix={`${id}-chart`} />
      </div>
    ),
    [result, shown.projects, chart, id],
  );

  return (
    <div className="sim-grid">
      <div className="ui-card sim-card">
        <div ref={form} className="sim-form" role="group" aria-label={copy.formLabel}>
          {showPresets && (
            <fieldset className="sim-presets">
              <legend>{copy.presetsLabel}</legend>
              {offer.presets.map((preset, index) => (
                <button key={preset} type="button" aria-pressed={price === preset} onClick={() => setPriceText(String(preset))}>
                  <span>{copy.presets[index]}</span>
                  <strong>{formatBRL(preset)}</strong>
                </button>
              ))}
            </fieldset>
          )}
          <div className="sim-field">
            <label htmlFor={ids.price}>{copy.price}</label>
            <input
              id={ids.price}
              name="price"
              type="number"
              inputMode="decimal"
              min={0}
              max={AMOUNT_MAX}
              step={1}
              value={priceText}
              aria-describedby={`${ids.price}-hint`}
              onChange={(event) => setPriceText(event.target.value)}
              onBlur={() => setPriceText(settled)}
            />
            <p className="sim-hint" id={`${ids.price}-hint`}>
              {copy.priceHint}
            </p>
          </div>
          <div className="sim-field">
            <div className="sim-label-row">
              <label htmlFor={ids.projects}>{copy.projects}</label>
              <span className="sim-count" aria-hidden="true">
                {projectsText}
              </span>
            </div>
            <input
              id={ids.projects}
              name="projects"
              type="range"
              min={PROJECTS_MIN}
              max={PROJECTS_MAX}
              step={1}
              value={projects}
              aria-valuetext={projectsText}
              onChange={(event) => setProjects(clampProjects(event.target.value))}
            />
          </div>
          {showMaintenanceToggle && (
            <label className="sim-check">
              <input
                type="checkbox"
                name="maintenance"
                checked={includeMaintenance}
                onChange={(event) => setIncludeMaintenance(event.target.checked)}
              />
              {copy.maintenance}
            </label>
          )}
          <div className="sim-field">
            <label htmlFor={ids.fee}>{copy.fee}</label>
            <input
              id={ids.fee}
              name="fee"
              type="number"
              inputMode="decimal"
              min={0}
              max={AMOUNT_MAX}
              step={1}
              value={feeText}
              disabled={!includeMaintenance}
              aria-describedby={`${ids.fee}-hint`}
              onChange={(event) => setFeeText(event.target.value)}
              onBlur={() => setFeeText(settled)}
            />
            <p className="sim-hint" id={`${ids.fee}-hint`}>
              {copy.feeHint}
            </p>
          </div>
        </div>
        {results}
        <p className="sim-cost">{copy.cost}</p>
        <div className="sim-share">
          <button type="button" className="ui-button ui-button-ghost sim-share-button" disabled={!live} onClick={copyLink}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L12 5.6M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            {copy.copyLink}
          </button>
          <p className="sim-share-status" role="status">
            {share && (share.copied ? copy.copied : copy.copyFailed)}
          </p>
          {fallback && (
            <div className="sim-field sim-share-link">
              <label htmlFor={`${id}-link`}>{copy.linkLabel}</label>
              <input
                ref={linkField}
                id={`${id}-link`}
                type="url"
                readOnly
                value={share.href}
                aria-describedby={`${id}-link-hint`}
                onFocus={(event) => event.currentTarget.select()}
              />
              <p className="sim-hint" id={`${id}-link-hint`}>
                {copy.linkHint}
              </p>
            </div>
          )}
        </div>
      </div>
      {chartCard}
    </div>
  );
}
