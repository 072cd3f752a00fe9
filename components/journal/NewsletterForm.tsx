'use client';

import { useId, useState, type FormEvent } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { newsletterSubmitted, track } from '@/lib/analytics';
import { readNotedSource } from '@/lib/leadSource';

export type NewsletterLabels = {
  email: string;
  placeholder: string;
  subscribe: string;
  note: string;
  closedNote: string;
  privacy: string;
  newTab: string;
  notOpen: string;
};

type Props = { action: string | null; labels: NewsletterLabels; privacyHref: string };

/**
 * With a provider's form action this is a plain POST in a new tab. Without one the newsletter
 * is not open and the address goes nowhere, with or without scripts: the form's method is
 * `dialog`, whose submission outside a <dialog> does nothing (no request, no URL change), a line
 * beside the specified note says the list is not open, and with scripts the submit also says that
 * nothing was sent.
 * Its CSS is NewsletterFormStyle, beside it.
 */
export const NewsletterForm = island(LiveNewsletterForm);

function LiveNewsletterForm({ action, labels, privacyHref }: Props) {
  const [status, setStatus] = useState('');
  const id = useId();
  const noteId = `${id}-note`;
  const closedId = `${id}-closed`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    track(newsletterSubmitted(readNotedSource()));
    if (action) return;
    event.preventDefault();
    console.info('[newsletter] Subscribe clicked; no newsletter provider is configured, so nothing was sent.');
    setStatus(labels.notOpen);
  };

  const submission = action ? { action, method: 'post', target: '_blank', rel: 'noopener noreferrer' } : { method: 'dialog' };

  return (
    <form className="newsletter-form" onSubmit={onSubmit} {...submission}>
      <label className="newsletter-label" htmlFor={id}>
        {labels.email}
      </label>
      <div className="newsletter-row">
        <input
          id={id}
          className="newsletter-input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={labels.placeholder}
          aria-describedby={action ? noteId : `${noteId} ${closedId}`}
          onChange={() => setStatus('')}
        />
        <button className="ui-button newsletter-button" type="submit">
          {labels.subscribe}
          {action && <span className="visually-hidden"> ({labels.newTab})</span>}
        </button>
      </div>
      <p className="newsletter-note" id={noteId}>
        {labels.note} <a href={privacyHref}>{labels.privacy}</a>
      </p>
      {!action && (
        <p className="newsletter-note" id={closedId}>
          {labels.closedNote}
        </p>
      )}
      <div className="newsletter-status" role="status" aria-live="polite">
        {status}
      </div>
    </form>
  );
}
