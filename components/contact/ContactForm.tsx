'use client';

import { useEffect, useReducer, useRef, type ChangeEvent, type FormEvent } from 'react';
import { contactChatOpened, track } from '@/lib/analytics';
import {
  contactChatUrl,
  contactReducer,
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
 * State lives in the pure reducer of lib/contact; styles come from ContactSection through class names.
 */
export function ContactForm({ className, phone, siteUrl, labels, projects, budgets, chat }: ContactFormProps) {
  const [state, dispatch] = useReducer(contactReducer, initialContactState);
  const form = useRef<HTMLFormElement>(null);
  // Set synchronously on submit, so a second click before the next render cannot open a second chat.
  const inFlight = useRef(false);
  const { status, values } = state;
  const sending = status === 'sending';

  useEffect(() => {
    if (status === 'sending') {
      const timer = window.setTimeout(() => {
        try {
          const url = contactChatUrl(phone, values, chat, new Date(), siteUrl);
          window.open(url, '_blank', 'noopener,noreferrer');
          track(contactChatOpened(values));
          dispatch({ type: 'opened', url });
        } catch (error) {
          // A warning, not console.error: the failure is handled and shown to the visitor in the banner.
          console.warn('Contact form: could not open the WhatsApp chat.', error);
          dispatch({ type: 'fail' });
        }
      }, SEND_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (status === 'success') {
      const timer = window.setTimeout(() => dispatch({ type: 'clear' }), RESET_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    inFlight.current = false;
  }, [status, values, phone, siteUrl, chat]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const missing = missingFields(values);
    dispatch({ type: 'submit' });
    if (missing.length > 0) {
      form.current?.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    inFlight.current = true;
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    dispatch({ type: 'edit', field: event.target.name as ContactField, value: event.target.value });
  };

  const control = (field: ContactField) => {
    const invalid = status === 'error' && state.invalid.includes(field);
    return {
      id: `contact-${field}`,
      name: field,
      value: values[field],
      onChange,
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
    <form ref={form} noValidate onSubmit={onSubmit} className={className} aria-labelledby="contact-form-title">
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
        {status === 'error' && (
          <p className="contact-banner contact-banner-error">
            {state.reason === 'exception' ? labels.errorException : labels.errorMissing}
          </p>
        )}
      </div>
      <div role="status" className="contact-live">
        {sending && <span className="visually-hidden">{labels.sending}</span>}
        {status === 'success' && state.url && (
          <div className="contact-banner contact-banner-success">
            <p className="contact-banner-title">{labels.successTitle}</p>
            <p>{labels.successText}</p>
            <a href={state.url} target="_blank" rel="noopener noreferrer">
              {labels.openChat}
              <span className="visually-hidden"> ({labels.newTab})</span>
            </a>
          </div>
        )}
      </div>
      <button type="submit" className="contact-submit" disabled={sending} data-status={status}>
        {sending && <span aria-hidden="true" className="contact-spinner" />}
        {sending ? labels.sending : status === 'success' ? labels.sent : labels.send}
      </button>
    </form>
  );
}
