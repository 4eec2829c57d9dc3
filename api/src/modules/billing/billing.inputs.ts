import { ArgsType, Field, InputType, Int } from 'type-graphql';
import type { OrderSortField, OrderStatus } from '../../../../common/billing';
import type { paymentSubmissionSchema } from '../../../../common/submissions.schemas';
import type { ListSort } from '../../../../common/sorting';
import { OrderSortInput, OrderStatusEnum } from './billing.types';
import { AttributionInput } from '../../shared/graphql-attribution';
import type { GraphQLFieldsOf, GraphQLInputOf } from '../../shared/graphql-input';
import type { OrderFilter } from './orders-admin.service';

@InputType('PaymentInput', { description: 'A plan to buy and who is paying; priced by the server' })
export class PaymentInput implements GraphQLInputOf<typeof paymentSubmissionSchema> {
  @Field(() => String, { description: 'basic, business or enterprise' })
  plan!: string;

  @Field(() => String, { description: 'monthly, quarterly, half-yearly or yearly' })
  cycle!: string;

  @Field(() => String, { description: "The payer's name" })
  name!: string;

  @Field(() => String, { description: '10 digits, the first 6 to 9' })
  mobile!: string;

  @Field(() => String, {
    nullable: true,
    description: 'For the receipt; without it the receipt goes to the mobile on WhatsApp',
  })
  email?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Same token on a repeated click answers the same order (8-100 characters)',
  })
  clientToken?: string | null;

  @Field(() => AttributionInput, { nullable: true, description: 'Where the customer came from' })
  attribution?: AttributionInput | null;
}

@ArgsType()
export class OrdersArgs implements GraphQLFieldsOf<OrderFilter> {
  @Field(() => OrderStatusEnum, {
    nullable: true,
    description: 'Only orders in this state; absent: all',
  })
  status?: OrderStatus | null;

  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD (India time)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD (India time)' })
  to?: string | null;

  @Field(() => OrderSortInput, { nullable: true, description: 'The order; absent: newest first' })
  sort?: ListSort<OrderSortField> | null;

  @Field(() => Int, { defaultValue: 0, description: 'Orders to skip' })
  offset!: number;

  @Field(() => Int, { defaultValue: 20, description: 'Page size, at most 100' })
  limit!: number;
}
