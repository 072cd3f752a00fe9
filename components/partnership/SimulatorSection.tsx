import styled from 'styled-components';
import type { ComponentProps } from 'react';
import { TitledSection } from '@/components/ui/SectionIntro';
import { CHART_POINTS, PROJECTS_MAX, PROJECTS_MIN, type Offer } from '@/lib/profit';
import type { PartnershipCopy } from './copy';
import { ChartTotal } from './ProfitChart';
import { ProfitSimulator } from './ProfitSimulator';
import { ProfitSimulatorStyle } from './ProfitSimulatorStyle';

const Frame = styled.div`
  margin-top: var(--space-12);
`;

type IslandCopy = Pick<ComponentProps<typeof ProfitSimulator>, 'copy' | 'chart'>;

/** The island's copy, translated here: the count's wording for every slider value, the chart text around its live totals. */
export function simulatorCopy(t: PartnershipCopy): IslandCopy {
  const projectCounts: Record<number, string> = {};
  for (let count = PROJECTS_MIN; count <= PROJECTS_MAX; count += 1) {
    projectCounts[count] = t('simulator.projectCount', { count });
  }
  // The section's own title and lead, and the count's pattern (already applied above), stay here.
  const { title, lead, projectCount, ...island } = t.raw('simulator');
  return {
    copy: { ...island, projectCounts },
    chart: {
      ...t.raw('chart'),
      desc: t.rich('chart.desc', {
        first: () => <ChartTotal at="first" />,
        last: () => <ChartTotal at="last" />,
        points: CHART_POINTS,
      }),
    },
  };
}

type Props = { t: PartnershipCopy; offer: Offer; showPresets: boolean; showMaintenanceToggle: boolean };

export function SimulatorSection({ t, offer, showPresets, showMaintenanceToggle }: Props) {
  return (
    <TitledSection id="simulador" title={t('simulator.title')} lead={t('simulator.lead')}>
      <Frame>
        <ProfitSimulatorStyle />
        <ProfitSimulator {...simulatorCopy(t)} offer={offer} showPresets={showPresets} showMaintenanceToggle={showMaintenanceToggle} />
      </Frame>
    </TitledSection>
  );
}
