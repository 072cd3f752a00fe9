'use client';

import { useEffect, useReducer, useRef, useState, type FormEvent, type RefObject } from 'react';
import { IslandBoundary } from '@/components/ui/IslandBoundary';
import { useHydrated } from '@/components/ui/useHydrated';
import { contactChatOpened, track } from '@/lib/analytics';
import { classNames } from '@/lib/classNames';
import { openChatTab, type ChatTab } from '@/lib/chatTab';
import {
  contactChatUrl,
  contactReducer,
  contactValues,
  draftContactMessage,
  EMPTY_VALUES,
  initialContactState,
  missingFields,
  RESET_DELAY_MS,
  SEND_DELAY_MS,
  type ContactField,
  type ContactFormLabels,
  type ContactValues,
  type MessageCopy,
} from '@/lib/contact';
import { notedSourceLine, readNotedSource, type SourceWords } from '@/lib/leadSource';
import type { ContextLine, MessageContext } from '@/lib/messageContext';
import { whatsappUrl } from '@/lib/whatsapp';

type Option = { value: string; label: string };

export type ContactFormProps = {
  className?: string;
  phone: string;
  siteUrl: string;
  labels: ContactFormLabels;
  projects: Option[];
  budgets: Option[];
  chat: MessageCopy;
  /** The words of the line saying what brought the visitor (lib/leadSource.ts), when the tab noted a campaign or a site. */
  source?: SourceWords;
  /** On a case page: the project type chosen in the HTML (the visitor may change it) and the message's reference line. */
  inquiry?: { project: string; reference: ContextLine };
};

/**
 * The inquiry form: it sends nothing to a server, it opens a WhatsApp chat with the message typed in.
 * The fields keep their own values (what a visitor typed before the scripts ran counts) and are read
 * on submit; the chat tab is requested within the tap (lib/chatTab.ts). State lives in the pure
 * reducer of lib/contact; its CSS is ContactFormStyle, beside it.
 *
 * Should the form itself fail (an error while it renders or runs an effect), what the visitor typed
 * is read from its fields before they go and offered as a message to send through WhatsApp
 * (ContactFormFallback); the rest of the page is untouched (components/ui/IslandBoundary.tsx).
 */
export function ContactForm(props: ContactFormProps) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <IslandBoundary<ContactValues>
      keep={() => (form.current ? typedValues(form.current) : null)}
      fallback={(kept) => <ContactFormFallback {...props} kept={kept} />}
    >
      <LiveContactForm {...props} form={form} />
    </IslandBoundary>
  );
}

function LiveContactForm({
  className,
  phone,
  siteUrl,
  labels,
  projects,
  budgets,
  chat,
  source,
  inquiry,
  form,
}: ContactFormProps & { form: RefObject<HTMLFormElement | null> }) {
  const [state, dispatch] = useReducer(contactReducer, initialContactState);
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
          const url = contactChatUrl(phone, values, chat, new Date(), siteUrl, [inquiry?.reference, notedSourceLine(source)]);
          if (tab.current?.navigate(url)) {
            track(contactChatOpened(values, readNotedSource()));
            dispatch({ type: 'opened', url });
          } else {
            dispatch({ type: 'blocked', url });
          }
        } catch (error) {
          tab.current?.discard();
          // A warning, not console.error: the failure is handled and shown to the visitor in the banner,
          // with a link to the chat carrying the message without its send time, when that can be built.
          console.warn('Contact form: could not open the WhatsApp chat.', error);
          dispatch({ type: 'fail', url: draftChatUrl(phone, values, chat, siteUrl, [inquiry?.reference, notedSourceLine(source)]) });
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
  }, [status, values, phone, siteUrl, chat, source, inquiry, form]);

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
      defaultValue: field === 'project' ? (inquiry?.project ?? '') : '',
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
        ) : status === 'error' && state.reason === 'exception' && state.url ? (
          <div className="contact-banner contact-banner-error">
            <p>{labels.errorException}</p>
            <ChatLink url={state.url} text={labels.errorExceptionLink} newTab={labels.newTab} />
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

/** What the fields hold, read from the controls themselves: FormData leaves out disabled ones, as they are while sending. */
function typedValues(form: HTMLFormElement): ContactValues {
  return contactValues({
    get: (name) => {
      const control = form.elements.namedItem(name);
      return control && 'value' in control ? control.value : null;
    },
  });
}

/** The chat with the message as typed and no send time, or null if even that cannot be built. */
function draftChatUrl(phone: string, values: ContactValues, chat: MessageCopy, siteUrl: string, context: MessageContext): string | null {
  try {
    return whatsappUrl(phone, draftContactMessage(values, chat, siteUrl, context));
  } catch {
    return null;
  }
}

/**
 * In place of a form that failed: what the visitor had typed, as an editable message, and a plain
 * link that opens the chat with it (no script needed beyond keeping the link in step with the text).
 */
function ContactFormFallback({
  className,
  phone,
  siteUrl,
  labels,
  chat,
  source,
  inquiry,
  kept,
}: ContactFormProps & { kept: ContactValues | null }) {
  const [text, setText] = useState(() =>
    draftContactMessage(kept ?? EMPTY_VALUES, chat, siteUrl, [inquiry?.reference, notedSourceLine(source)]),
  );
  return (
    <div className={classNames('contact-form contact-fallback', className)}>
      <h3 className="contact-form-title">{labels.title}</h3>
      <p role="alert" className="contact-banner contact-banner-error">
        {labels.fallbackText}
      </p>
      <div className="contact-field">
        <label htmlFor="contact-draft" className="contact-label">
          {labels.fallbackMessage}
        </label>
        <textarea id="contact-draft" rows={10} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <a className="ui-button contact-submit" href={whatsappUrl(phone, text)} target="_blank" rel="noopener noreferrer">
        {labels.fallbackSend}
        <span className="visually-hidden"> ({labels.newTab})</span>
      </a>
    </div>
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
