/** Click-to-chat links for WhatsApp. Message builders for each form live beside their feature. */

export function digitsOnly(phone: string): string {
  return phone.replace(/\D+/g, '');
}

/** `https://wa.me/<digits>?text=<encoded message>`: the chat app opens with the message typed in. */
export function whatsappUrl(phone: string, message?: string): string {
  const base = `https://wa.me/${digitsOnly(phone)}`;
  return message === undefined ? base : `${base}?text=${encodeURIComponent(message)}`;
}

export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';
