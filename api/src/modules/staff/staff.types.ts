import { PageOf } from '../../shared/graphql-page';
import { sortInput } from '../../shared/graphql-sort';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { STAFF_ROLES, STAFF_SORT, type StaffRole } from '../../../../common/staff';

export const StaffRoleEnum = Object.fromEntries(STAFF_ROLES.map((role) => [role, role])) as {
  [R in StaffRole]: R;
};
registerEnumType(StaffRoleEnum, {
  name: 'StaffRole',
  description: 'ADMIN runs the back office, EMPLOYER the field team, MARKETING the field staff',
  valuesConfig: {
    ADMIN: { description: 'The back office: content, careers, leads, payments, accounts' },
    EMPLOYER: { description: 'The field team: marketing staff and their tasks' },
    MARKETING: { description: 'Field staff: their own tasks and visit reports' },
  },
});

@ObjectType('StaffUser', { description: 'A staff account; never includes the password hash' })
export class StaffUserType {
  @Field(() => ID, { description: "The account's id" })
  id!: number;

  @Field(() => StaffRoleEnum, { description: 'Which area the account belongs to' })
  role!: StaffRole;

  @Field(() => String, { description: 'First name' })
  firstName!: string;

  @Field(() => String, { description: 'Last name' })
  lastName!: string;

  @Field(() => String, { description: 'The sign-in e-mail address, lower-case' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Phone number, if given' })
  phone!: string | null;

  @Field(() => Boolean, { description: 'A disabled account cannot sign in' })
  disabled!: boolean;

  @Field(() => Date, { nullable: true, description: 'Last request made while signed in' })
  lastActiveAt!: Date | null;

  @Field(() => Date, { description: 'When the account was made' })
  createdAt!: Date;
}

@ObjectType('LoginResult', { description: 'A new session for the account signed in to' })
export class LoginResultType {
  @Field(() => String, {
    description: 'Session token for `Authorization: Bearer`; browsers also get it as a cookie',
  })
  token!: string;

  @Field(() => Date, { description: 'When the session ends unless renewed by signing in again' })
  expiresAt!: Date;

  @Field(() => StaffUserType, { description: 'The account signed in to' })
  user!: StaffUserType;

  @Field(() => [String], {
    nullable: true,
    description: 'Recovery codes, only right after two-factor sign-in was set up while signing in',
  })
  recoveryCodes?: string[];
}

@ObjectType('StaffUserPage', { description: 'One page of staff accounts' })
export class StaffUserPageType extends PageOf(StaffUserType) {}

export const StaffUserSortInput = sortInput(
  STAFF_SORT,
  'StaffUserSort',
  'The order of the staff accounts',
);
