import { ArgsType, Field, InputType, Int } from 'type-graphql';
import type { OrderSortField, OrderStatus, paymentRequestSchema } from '../../../../common/billing';
import type { ListSort } from '../../../../common/sorting';
import { OrderSortInput, OrderStatusEnum } from './billing.types';
import type { GraphQLFieldsOf, GraphQLInputOf } from '../../shared/graphql-input';
import type { OrderFilter } from './orders-admin.service';

@InputType('PaymentInput', { description: 'A plan to buy and who is paying; priced by the server' })
export class PaymentInput implements GraphQLInputOf<typeof paymentRequestSchema> {
  @Field(() => String, { description: 'basic, business or enterprise' })
  plan!: string;

  @Field(() => String, { description: 'monthly, quarterly, half-yearly or yearly' })
  cycle!: string;

  @Field(() => String)
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
}

@ArgsType()
export class OrdersArgs implements GraphQLFieldsOf<OrderFilter> {
  @Field(() => OrderStatusEnum, { nullable: true })
  status?: OrderStatus | null;

  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD (India time)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD (India time)' })
  to?: string | null;

  @Field(() => OrderSortInput, { nullable: true })
  sort?: ListSort<OrderSortField> | null;

  @Field(() => Int, { defaultValue: 0 })
  offset!: number;

  @Field(() => Int, { defaultValue: 20 })
  limit!: number;
}
