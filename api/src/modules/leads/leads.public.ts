/** What other modules may use of leads: the entity (the back office's dashboard scenarios). */
export { Lead } from './lead.entity';
