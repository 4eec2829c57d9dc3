import type { ReactNode } from 'react';
import { PHONE_HREF, SITE, whatsappChatUrl } from '../../../../common/site';

/** A maps search for the address (the spec's Address card), opened in a new tab. */
function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

interface ContactCard {
  title: string;
  text: string;
  href: string;
  action: string;
  newTab: boolean;
  icon: ReactNode;
}

const CARDS: ContactCard[] = [
  {
    title: 'Address',
    text: SITE.address,
    href: mapsSearchUrl(SITE.address),
    action: 'Open in Maps',
    newTab: true,
    icon: (
      <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    ),
  },
  {
    title: 'Email',
    text: SITE.email,
    href: `mailto:${SITE.email}`,
    action: 'Send an Email',
    newTab: false,
    icon: <path d="M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 3v7h14v-7l-7 4.5z" />,
  },
  {
    title: 'Phone',
    text: SITE.phone,
    href: PHONE_HREF,
    action: 'Call Us',
    newTab: false,
    icon: (
      <path d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    ),
  },
  {
    title: 'WhatsApp Chat',
    text: 'Chat with our team on WhatsApp',
    href: whatsappChatUrl(),
    action: 'Start Chat',
    newTab: true,
    icon: (
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5 13.6c-.2.6-1.2 1.2-1.7 1.2-.5.1-1 .2-3.3-.7a11 11 0 0 1-4.4-3.9c-.4-.6-1-1.6-1-2.9s.7-1.9 1-2.2c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.4.6-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2 1.1 1 2.1 1.3 2.4 1.4.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.6-.1 1.2z" />
    ),
  },
];

/** Address, e-mail, phone and WhatsApp, each one click away. */
export function ContactCards() {
  return (
    <ul className="contact-cards">
      {CARDS.map((card) => (
        <li key={card.title} className="contact-card surface-card">
          <svg
            className="contact-card__icon"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            {card.icon}
          </svg>
          <h2 className="contact-card__title">{card.title}</h2>
          <p className="contact-card__text">{card.text}</p>
          <a
            className="button button--small button--ghost"
            href={card.href}
            aria-label={`${card.action}: ${card.title}${card.newTab ? ' (opens in a new tab)' : ''}`}
            {...(card.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {card.action}
          </a>
        </li>
      ))}
    </ul>
  );
}
