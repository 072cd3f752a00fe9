'use client';

import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { contactChatOpened, track } from '@/lib/analytics';
import { classNames } from '@/lib/classNames';
import { openChatTab, type ChatTab } from '@/lib/chatTab';
import {
  contactChatUrl,
  contactReducer,
  contactValues,
  initialContactState,
  missingFields,
  RESET_DELAY_MS,
  SEND_DELAY_MS,
  type ContactField,
  type ContactFormLabels,
  type MessageCopy,
} from '@/lib/contact';

type Option = { value: string; label: string };

export type ContactFormProps = {
  className?: string;
  phone: string;
  siteUrl: string;
  labels: ContactFormLabels;
  projects: Option[];
  budgets: Option[];
  chat: MessageCopy;
};

/**
 * The inquiry form: it sends nothing to a server, it opens a WhatsApp chat with the message typed in.
 * The fields keep their own values (what a visitor typed before the scripts ran counts) and are read
 * on submit; the chat tab is requested within the tap (lib/chatTab.ts). State lives in the pure
 * reducer of lib/contact; its CSS is ContactFormStyle, beside it.
 */
export function ContactForm({ className, phone, siteUrl, labels, projects, budgets, chat }: ContactFormProps) {
  const [state, dispatch] = useReducer(contactReducer, initialContactState);
  const form = useRef<HTMLFormElement>(null);
  const tab = useRef<ChatTab | null>(null);
  // Set synchronously on submit, so a second click before the next render cannot open a second chat.
  const inFlight = useRef(false);
  const hydrated = useHydrated();
  const { status, values } = state;
  const sending = status === 'sending';

  useEffect(() => {
    if (status === 'sending') {
      const timer = window.setTimeout(() => {
        try {
          const url = contactChatUrl(phone, values, chat, new Date(), siteUrl);
          if (tab.current?.navigate(url)) {
            track(contactChatOpened(values));
            dispatch({ type: 'opened', url });
          } else {
            dispatch({ type: 'blocked', url });
          }
        } catch (error) {
          tab.current?.discard();
          // A warning, not console.error: the failure is handled and shown to the visitor in the banner.
          console.warn('Contact form: could not open the WhatsApp chat.', error);
          dispatch({ type: 'fail' });
        }
      }, SEND_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (status === 'success') {
      const timer = window.setTimeout(() => {
        form.current?.reset();
        dispatch({ type: 'clear' });
      }, RESET_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    inFlight.current = false;
  }, [status, values, phone, siteUrl, chat]);

  // A visitor who leaves during the wait does not keep a blank tab.
  useEffect(() => () => tab.current?.discard(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const submitted = contactValues(new FormData(event.currentTarget));
    const missing = missingFields(submitted);
    dispatch({ type: 'submit', values: submitted });
    if (missing.length > 0) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    inFlight.current = true;
    tab.current = openChatTab({ text: labels.sending, lang: document.documentElement.lang });
  };

  const control = (field: ContactField) => {
    const invalid = status === 'error' && state.invalid.includes(field);
    return {
      id: `contact-${field}`,
      name: field,
      defaultValue: '',
      disabled: sending,
      'aria-required': true,
      'aria-invalid': invalid || undefined,
    };
  };

  const label = (field: ContactField) => (
    <label htmlFor={`contact-${field}`} className="contact-label">
      {labels[field]}
      <span aria-hidden="true" className="contact-required">
        *
      </span>
    </label>
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      onChange={() => dispatch({ type: 'edit' })}
      className={classNames('contact-form', className)}
      aria-labelledby="contact-form-title"
    >
      <h3 id="contact-form-title" className="contact-form-title">
        {labels.title}
      </h3>
      <p className="contact-note">{labels.requiredNote}</p>
      <div className="contact-row contact-row-short">
        <div className="contact-field">
          {label('name')}
          <input {...control('name')} type="text" autoComplete="name" placeholder={labels.namePlaceholder} />
        </div>
        <div className="contact-field">
          {label('email')}
          <input {...control('email')} type="email" autoComplete="email" placeholder={labels.emailPlaceholder} />
        </div>
      </div>
      <div className="contact-row">
        <div className="contact-field">
          {label('project')}
          <select {...control('project')}>
            <option value="">{labels.projectPlaceholder}</option>
            {projects.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="contact-field">
          {label('budget')}
          <select {...control('budget')}>
            <option value="">{labels.budgetPlaceholder}</option>
            {budgets.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="contact-field">
        {label('message')}
        <textarea {...control('message')} rows={6} placeholder={labels.messagePlaceholder} />
      </div>
      <div role="alert" className="contact-live">
        {status === 'error' && state.reason === 'blocked' && state.url ? (
          <div className="contact-banner contact-banner-error">
            <p>{labels.errorBlocked}</p>
            <ChatLink url={state.url} text={labels.openChat} newTab={labels.newTab} />
          </div>
        ) : (
          status === 'error' && (
            <p className="contact-banner contact-banner-error">
              {state.reason === 'exception' ? labels.errorException : labels.errorMissing}
            </p>
          )
        )}
      </div>
      <div role="status" className="contact-live">
        {sending && <span className="visually-hidden">{labels.sending}</span>}
        {status === 'success' && state.url && (
          <div className="contact-banner contact-banner-success">
            <p className="contact-banner-title">{labels.successTitle}</p>
            <p>{labels.successText}</p>
            <ChatLink url={state.url} text={labels.openChat} newTab={labels.newTab} />
          </div>
        )}
      </div>
      {/* Disabled until hydrated: before that a press would submit the bare HTML form and lose the text. */}
      <button type="submit" className="ui-button contact-submit" disabled={!hydrated || sending} data-status={status}>
        {sending && <span aria-hidden="true" className="contact-spinner" />}
        {sending ? labels.sending : status === 'success' ? labels.sent : labels.send}
      </button>
    </form>
  );
}

/** The way to the chat when the tab did not open by itself (or to open it again). */
function ChatLink({ url, text, newTab }: { url: string; text: string; newTab: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}
