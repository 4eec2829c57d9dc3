import type { ChatServiceKey } from '../../../../common/leads';
import { CHAT_SERVICE_CATALOGUE } from '../../site-copy/chat-services';

export function ServiceTiles({ onChoose }: { onChoose: (service: ChatServiceKey) => void }) {
  return (
    <div className="chat-services" role="group" aria-label="Our services">
      {CHAT_SERVICE_CATALOGUE.map((service) => (
        <button
          key={service.key}
          type="button"
          className="chat-services__tile"
          onClick={() => onChoose(service.key)}
        >
          {service.title}
        </button>
      ))}
    </div>
  );
}
