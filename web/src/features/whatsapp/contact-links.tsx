import { PHONE_HREF, SITE, whatsappChatUrl } from '../../../../common/site';

/** 'Live Demo': a WhatsApp chat with the company, the greeting typed, in a new tab. */
export function LiveDemoLink({ className = 'button' }: { className?: string }) {
  return (
    <a
      className={className}
      href={whatsappChatUrl(SITE.messagingDemoGreeting)}
      target="_blank"
      rel="noopener noreferrer"
    >
      Live Demo<span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
    </a>
  );
}

export function ClickToCallLink({ className = 'button button--ghost' }: { className?: string }) {
  return (
    <a className={className} href={PHONE_HREF}>
      Click To Call<span className="visually-hidden"> {SITE.phone}</span>
    </a>
  );
}

export function FreeTrialLink({ className = 'button' }: { className?: string }) {
  return (
    <a
      className={className}
      href={SITE.messagingFreeTrialUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      Get a Free Trial<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
