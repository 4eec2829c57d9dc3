import { Field, InputType } from 'type-graphql';
import type {
  chatSubmissionSchema,
  contactSubmissionSchema,
  projectSubmissionSchema,
} from '../../../../common/submissions.schemas';
import { AttributionInput } from '../../shared/graphql-attribution';
import type { GraphQLInputOf } from '../../shared/graphql-input';

/** Fields every lead form may send besides its own (type-graphql copies them to each input). */
@InputType()
abstract class LeadSubmissionExtras {
  @Field(() => String, { nullable: true, description: 'The site page the visitor sent it from' })
  pagePath?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Hidden field that people leave empty; anything in it marks the sender a bot',
  })
  website?: string | null;

  @Field(() => AttributionInput, { nullable: true, description: 'Where the visitor came from' })
  attribution?: AttributionInput | null;
}

@InputType('ContactMessageInput', { description: "The contact page's 'Send Us a Message' form" })
export class ContactMessageInput
  extends LeadSubmissionExtras
  implements GraphQLInputOf<typeof contactSubmissionSchema>
{
  @Field(() => String, { description: "The sender's name" })
  name!: string;

  @Field(() => String, { description: "The sender's e-mail address" })
  email!: string;

  @Field(() => String, { description: 'One line: what it is about' })
  subject!: string;

  @Field(() => String, { description: 'The message, at most 5000 characters' })
  message!: string;
}

@InputType('ProjectRequestInput', { description: "The 'Start a Project' form" })
export class ProjectRequestInput
  extends LeadSubmissionExtras
  implements GraphQLInputOf<typeof projectSubmissionSchema>
{
  @Field(() => String, { description: "The sender's name" })
  name!: string;

  @Field(() => String, { description: "The sender's e-mail address" })
  email!: string;

  @Field(() => String, { description: '10 digits, the first 6 to 9' })
  mobile!: string;

  @Field(() => String, { description: "The sender's company or business" })
  businessName!: string;
}

@InputType('ChatLeadInput', { description: "The chat widget's name, e-mail and mobile steps" })
export class ChatLeadInput
  extends LeadSubmissionExtras
  implements GraphQLInputOf<typeof chatSubmissionSchema>
{
  @Field(() => String, { description: "The sender's name" })
  name!: string;

  @Field(() => String, { description: "The sender's e-mail address" })
  email!: string;

  @Field(() => String, { description: '10 digits, the first 6 to 9' })
  mobile!: string;
}
