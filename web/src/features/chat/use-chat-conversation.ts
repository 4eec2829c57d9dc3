import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChatServiceKey } from '../../../../common/leads';
import { useSetChatLeadServiceMutation, useStartChatLeadMutation } from '../../graphql/hooks';
import { visitAttribution } from '../../lib/visit-attribution';
import {
  chooseService,
  confirmLeadSaved,
  initialChatState,
  reportLeadNotSaved,
  submitText,
  type ChatEffect,
  type ChatTransition,
} from './chat-machine';

/**
 * The chat machine plus its effects: the lead is stored as soon as the details are in, the
 * chosen service is added with the token that answer gave, and WhatsApp opens in a new tab.
 * The bot thanks the visitor for the details only once the server has stored them; a failed
 * save is told instead, and never stops the conversation.
 */
export function useChatConversation() {
  const [state, setState] = useState(initialChatState);
  const { pathname } = useLocation();
  const [startChatLead] = useStartChatLeadMutation();
  const [setChatLeadService] = useSetChatLeadServiceMutation();
  const chatToken = useRef<Promise<string | null>>(Promise.resolve(null));

  function carryOut(effect: ChatEffect): void {
    switch (effect.type) {
      case 'saveLead':
        chatToken.current = startChatLead({
          variables: {
            input: { ...effect.lead, pagePath: pathname, attribution: visitAttribution() },
          },
        })
          .then((result) => {
            const token = result.data?.startChatLead.chatToken;
            if (!token) throw new Error('The server answered without a chat token');
            setState(confirmLeadSaved);
            return token;
          })
          .catch((error: unknown) => {
            console.warn('The chat lead could not be saved', error);
            // The visitor must not believe a lost enquiry reached us.
            setState(reportLeadNotSaved);
            return null;
          });
        return;
      case 'saveService':
        void saveService(effect.service);
        return;
      case 'openWhatsApp':
        // Called within the visitor's submit, so popup blockers let the new tab through.
        window.open(effect.url, '_blank', 'noopener,noreferrer');
        return;
    }
  }

  async function saveService(service: ChatServiceKey): Promise<void> {
    const token = await chatToken.current;
    if (!token) return;
    await setChatLeadService({ variables: { chatToken: token, service } }).catch((error: unknown) =>
      console.warn('The chosen chat service could not be saved', error),
    );
  }

  function apply(transition: ChatTransition): void {
    setState(transition.state);
    transition.effects.forEach(carryOut);
  }

  return {
    state,
    submit: (text: string) => apply(submitText(state, text)),
    choose: (service: ChatServiceKey) => apply(chooseService(state, service)),
  };
}
