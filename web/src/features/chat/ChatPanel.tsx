import { z } from 'zod';
import { Modal } from '../../components/Modal';
import { withApollo } from '../../lib/apollo/with-apollo';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { inputPlaceholder } from './chat-copy';
import { showsServiceTiles } from './chat-machine';
import { ChatMessages } from './ChatMessages';
import { ServiceTiles } from './ServiceTiles';
import { useChatConversation } from './use-chat-conversation';

const CHAT_PANEL_TITLE = 'Chat with us';

/** A blank line is not sent; each answer is checked by the conversation's own step. */
const draftSchema = z.object({ draft: z.string().refine((text) => text.trim() !== '') });

/**
 * The open chat. It is mounted only while open, so closing it drops the whole conversation
 * and the next opening starts again from the welcome.
 */
function ChatPanel({ onClose }: { onClose: () => void }) {
  const { state, submit, choose } = useChatConversation();
  const form = useZodForm(draftSchema, { defaultValues: { draft: '' } });
  const send = form.handleSubmit(({ draft }) => {
    submit(draft);
    form.reset({ draft: '' });
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={CHAT_PANEL_TITLE}
      className="chat-panel"
    >
      <ChatMessages messages={state.messages} />
      {showsServiceTiles(state) && <ServiceTiles onChoose={choose} />}
      <form className="chat-form" onSubmit={(event) => void send(event)}>
        <label className="visually-hidden" htmlFor="chat-input">
          Your message
        </label>
        <input
          id="chat-input"
          className="chat-form__input"
          {...form.register('draft')}
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

// The chat sends the visitor's details to the server: Apollo loads with the panel.
export default withApollo(ChatPanel);
