import { BUDGETS, PROJECT_TYPES } from '@/lib/contact';
import type en from '@/messages/en.json';

/** The props ContactSection gives the contact form, from one language's dictionary. */
export function contactFormProps(messages: typeof en) {
  const c = messages.Contact;
  return {
    phone: '+55 11 98765-4321',
    siteUrl: 'https://rafaelmoreira.com.br',
    labels: { ...c.form, newTab: c.newTab },
    projects: PROJECT_TYPES.map((value) => ({ value, label: c.projects[value] })),
    budgets: BUDGETS.map((value) => ({ value, label: c.budgets[value] })),
    chat: { ...c.chat, projects: c.projects, budgets: c.budgets },
  };
}
