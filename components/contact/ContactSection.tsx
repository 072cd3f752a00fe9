import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { Reveal, stagger } from '@/components/motion/Reveal';
import { Badge, ButtonLink, Card, Container, Lead, Section, SectionTitle } from '@/components/ui/primitives';
import { BUDGETS, directChatMessage, FORM_LABEL_KEYS, PROJECT_TYPES } from '@/lib/contact';
import type { Locale } from '@/lib/i18n/locales';
import { privacyHref } from '@/lib/privacy';
import { getSettings } from '@/lib/owner';
import { site } from '@/lib/site';
import { media } from '@/lib/theme';
import { whatsappUrl } from '@/lib/whatsapp';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { ContactFormStyle } from './ContactFormStyle';

const Layout = styled.div`
  display: grid;
  gap: var(--space-12);
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: var(--space-16);
    align-items: start;
  }
`;

const ReplyPromise = styled.p`
  display: flex;
  gap: var(--space-3);
  margin-top: var(--space-8);
  padding: var(--space-4) var(--space-6);
  border: 1px solid var(--color-line);
  border-left: 3px solid var(--color-accent);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-muted);
  font-size: var(--size-sm);
  strong {
    display: block;
    color: var(--color-text);
    font-family: var(--font-display);
    font-size: var(--size-md);
  }
`;

const Direct = styled.div`
  margin-top: var(--space-8);
  h3 {
    font-size: var(--size-xs);
    font-family: var(--font-body);
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: var(--color-muted);
    margin-bottom: var(--space-2);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid var(--color-line);
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-4);
    min-height: 64px;
    padding-block: var(--space-3);
    text-decoration: none;
    transition: color 0.2s ease;
    &:hover {
      color: var(--color-accent);
    }
  }
  .channel {
    display: block;
    color: var(--color-muted);
    font-size: var(--size-xs);
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .detail {
    display: block;
    font-family: var(--font-display);
    font-size: var(--size-lg);
    overflow-wrap: anywhere;
  }
  .arrow {
    color: var(--color-accent);
    font-size: var(--size-lg);
  }
`;

const FormCard = styled(Card)`
  padding: clamp(1.25rem, 4vw, 2.5rem);
  background: linear-gradient(160deg, var(--color-surface-raised), var(--color-surface) 60%);
  box-shadow: 0 30px 80px var(--color-black-35);
`;

const NoScriptNote = styled.div`
  display: none;
  html:not(.js) & {
    display: grid;
    gap: var(--space-4);
  }
  color: var(--color-muted);
  a {
    justify-self: start;
    padding: 0 1.5rem;
    border: 0;
    font-size: inherit;
    font-weight: 700;
  }
`;

/** Under the submit button (and under the direct link without scripts): where the data goes. */
const PrivacyNote = styled.p`
  margin-top: var(--space-4);
  color: var(--color-muted);
  font-size: var(--size-xs);
  a {
    color: var(--color-text);
    text-underline-offset: 3px;
  }
`;

const CHAT_LABEL_KEYS = ['heading', 'name', 'email', 'project', 'budget', 'message', 'sentAt', 'origin'] as const;

/**
 * The contact section: the inquiry form that opens WhatsApp, the reply-time promise and the direct channels.
 * On a case page `inquiry` chooses the form's project type and adds the case's reference line to every
 * chat the section opens, the direct links' included (built here, so they carry it with no script).
 */
export async function ContactSection({ locale, inquiry }: { locale: Locale; inquiry?: ContactFormProps['inquiry'] }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const privacy = await getTranslations({ locale, namespace: 'Privacy' });
  const { whatsapp, email, social } = getSettings();
  const directChat = whatsappUrl(whatsapp.contact, directChatMessage(t('directGreeting'), [inquiry?.reference]));
  const newTab = t('newTab');
  const channels = [
    { name: t('whatsapp'), detail: whatsapp.contact, href: directChat, external: true },
    { name: t('email'), detail: email, href: `mailto:${email}`, external: false },
    {
      name: t('instagram'),
      detail: `@${new URL(social.instagram).pathname.replace(/\//g, '')}`,
      href: social.instagram,
      external: true,
    },
  ];
  const say = (key: string) => t(key);
  const pick = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, say(`${prefix}.${key}`)])) as Record<K, string>;
  const labels = { ...pick('form', FORM_LABEL_KEYS), newTab };
  const projects = pick('projects', PROJECT_TYPES);
  const budgets = pick('budgets', BUDGETS);
  const chat = { ...pick('chat', CHAT_LABEL_KEYS), projects, budgets };

  return (
    <Section id="contact" aria-labelledby="contact-title">
      <Container>
        <Layout>
          <Reveal delay={stagger(0)}>
            <Badge>{t('badge')}</Badge>
            <SectionTitle id="contact-title">{t('title')}</SectionTitle>
            <Lead>{t('lead')}</Lead>
            <ReplyPromise>
              <span>
                <strong>{t('replyTitle')}</strong>
                {t('replyText')}
              </span>
            </ReplyPromise>
            <Direct>
              <h3>{t('directTitle')}</h3>
              <ul>
                {channels.map((channel) => (
                  <li key={channel.name}>
                    <a href={channel.href} {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      <span>
                        <span className="channel">{channel.name}</span>
                        <span className="detail">{channel.detail}</span>
                        {channel.external && <span className="visually-hidden"> ({newTab})</span>}
                      </span>
                      <span aria-hidden="true" className="arrow">
                        ↗
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </Direct>
          </Reveal>
          <Reveal delay={stagger(1)}>
            <FormCard>
              <NoScriptNote>
                <p>{t('noScript')}</p>
                <ButtonLink href={directChat} target="_blank" rel="noopener noreferrer">
                  {t('noScriptLink')}
                  <span className="visually-hidden"> ({newTab})</span>
                </ButtonLink>
              </NoScriptNote>
              <ContactFormStyle />
              <ContactForm
                phone={whatsapp.contact}
                siteUrl={site.url}
                labels={labels}
                projects={PROJECT_TYPES.map((value) => ({ value, label: projects[value] }))}
                budgets={BUDGETS.map((value) => ({ value, label: budgets[value] }))}
                chat={chat}
                source={{ label: t('source.label'), landedOn: t('source.landedOn') }}
                inquiry={inquiry}
              />
              <PrivacyNote>{privacy.rich('contactNote', { link: (chunks) => <a href={privacyHref(locale)}>{chunks}</a> })}</PrivacyNote>
            </FormCard>
          </Reveal>
        </Layout>
      </Container>
    </Section>
  );
}
