import { useEffect, useRef } from 'react';
import type { ChatMessage } from './chat-machine';

/** The conversation so far, read out by screen readers as it grows; newest in view. */
export function ChatMessages({ messages }: { messages: readonly ChatMessage[] }) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  return (
    <div className="chat-messages" role="log" aria-live="polite" aria-label="Conversation">
      <ol className="chat-messages__list">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`chat-bubble chat-bubble--${message.from}${message.isError ? ' chat-bubble--error' : ''}`}
          >
            <span className="visually-hidden">
              {message.from === 'bot' ? 'Assistant: ' : 'You: '}
            </span>
            {message.text}
          </li>
        ))}
        <li ref={end} className="chat-messages__end" aria-hidden="true" />
      </ol>
    </div>
  );
}
