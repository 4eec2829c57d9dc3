import type { Control } from 'react-hook-form';
import { useBlogAdminAuthorsQuery } from '../../graphql/hooks';
import { SelectField } from '../../lib/forms/fields';
import type { BlogFormOutput, BlogFormValues } from './blog-form-values';

interface AuthorFieldProps {
  control: Control<BlogFormValues, unknown, BlogFormOutput>;
  name: 'authorId';
  id: string;
  errorClassName: string;
}

/** Who the post names as its author: any staff account; empty keeps the default. */
export function AuthorField(props: AuthorFieldProps) {
  const { data } = useBlogAdminAuthorsQuery({ fetchPolicy: 'cache-first' });
  const staff = data?.staffUsers.items ?? [];
  return (
    <SelectField {...props} label="Author">
      <option value="">Me (or unchanged)</option>
      {staff.map((person) => (
        <option key={person.id} value={person.id}>
          {`${person.firstName} ${person.lastName}`.trim()} ({person.role.toLowerCase()})
        </option>
      ))}
    </SelectField>
  );
}
