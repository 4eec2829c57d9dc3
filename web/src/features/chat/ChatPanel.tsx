import { useState, type SubmitEvent } from 'react';
import { Modal } from '../../components/Modal';
import { inputPlaceholder } from './chat-copy';
import { showsServiceTiles } from './chat-machine';
import { ChatMessages } from './ChatMessages';
import { ServiceTiles } from './ServiceTiles';
import { useChatConversation } from './use-chat-conversation';

export const CHAT_PANEL_TITLE = 'Chat with us';

/**
 * The open chat. It is mounted only while open, so closing it drops the whole conversation
 * and the next opening starts again from the welcome.
 */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const { state, submit, choose } = useChatConversation();
  const [draft, setDraft] = useState('');

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.trim()) return;
    submit(draft);
    setDraft('');
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={CHAT_PANEL_TITLE}
      className="chat-panel"
    >
      <ChatMessages messages={state.messages} />
      {showsServiceTiles(state) && <ServiceTiles onChoose={choose} />}
      <form className="chat-form" onSubmit={send}>
        <label className="visually-hidden" htmlFor="chat-input">
          Your message
        </label>
        <input
          id="chat-input"
          className="chat-form__input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={inputPlaceholder(state.step)}
          autoComplete="off"
          required
        />
        <button type="submit" className="button chat-form__send">
          Send
        </button>
      </form>
    </Modal>
  );
}
