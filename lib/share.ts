// Share links are plain URLs that open the network's own share page: no script of theirs on this
// site, and no tracking parameter added to the article's canonical URL.

/** WhatsApp's share page with the title and the URL typed in, ready to pick a chat. */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}

/** LinkedIn's share page for a URL (it reads the title and image from the page's Open Graph tags). */
export function linkedInShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}
