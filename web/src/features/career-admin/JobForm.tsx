import { useId, useState } from 'react';
import { toast } from 'sonner';
import { JOB_DEPARTMENTS, JOB_LOCATION_SUGGESTIONS, JOB_TYPES } from '../../../../common/careers';
import { jobFieldsSchema } from '../../../../common/careers.schemas';
import { useWatch } from 'react-hook-form';
import { defaultPageTitle } from '../../../../common/seo';
import { SITE } from '../../../../common/site';
import { SeoFields } from '../../components/seo/SeoFields';
import {
  EMPTY_SEO_FORM,
  useSeoFields,
  type SeoFormValues,
} from '../../components/seo/use-seo-fields';
import type { JobInput, SeoInput } from '../../graphql/graphql';
import { InputField, SelectField, TextAreaField } from '../../lib/forms/fields';
import { FormActions } from '../../lib/forms/FormActions';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { MISSING_FIELDS_MESSAGE, hasBlankField, type JobFormValues } from './job-form-values';

interface JobFormProps {
  initialValues: JobFormValues;
  initialSeo?: SeoFormValues;
  /** What the page derives while the SEO fields are empty (an existing job's own). */
  seoDefaults?: { title: string; description: string; path: string } | undefined;
  submitLabel: string;
  /** Resolves when the save is done (the dialog then closes) or failed (it stays open). */
  onSubmit: (input: JobInput, seo: SeoInput) => Promise<void>;
  onCancel: () => void;
}

/** The seven job fields, checked by the job schema the server applies; nothing is sent before. */
export function JobForm({
  initialValues,
  initialSeo = EMPTY_SEO_FORM,
  seoDefaults,
  submitLabel,
  onSubmit,
  onCancel,
}: JobFormProps) {
  const form = useZodForm(jobFieldsSchema, {
    defaultValues: initialValues,
  });
  const seo = useSeoFields(initialSeo);
  const title = useWatch({ control: form.control, name: 'title' });
  const [missing, setMissing] = useState(false);
  const id = useId();
  const field = (name: keyof JobFormValues) => ({
    control: form.control,
    name,
    id: `${id}-${name}`,
    errorClassName: 'job-form__field-error',
  });

  const submit = form.handleSubmit(
    async (input) => {
      setMissing(false);
      const seoInput = seo.validate();
      if (seoInput) await onSubmit(input, seoInput);
    },
    () => {
      seo.validate();
      const blank = hasBlankField(form.getValues());
      setMissing(blank);
      if (blank) toast.error(MISSING_FIELDS_MESSAGE);
    },
  );

  return (
    <form className="job-form" noValidate onSubmit={(event) => void submit(event)}>
      <InputField {...field('title')} label="Title" maxLength={200} />
      <InputField
        {...field('location')}
        label="Location"
        maxLength={120}
        list={`${id}-locations`}
      />
      <datalist id={`${id}-locations`}>
        {JOB_LOCATION_SUGGESTIONS.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
      <SelectField {...field('type')} label="Type">
        <option value="">Select type</option>
        {JOB_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </SelectField>
      <InputField
        {...field('experience')}
        label="Experience"
        maxLength={60}
        placeholder="e.g. 2-4 years"
      />
      <SelectField {...field('department')} label="Department">
        <option value="">Select department</option>
        {JOB_DEPARTMENTS.map((department) => (
          <option key={department}>{department}</option>
        ))}
      </SelectField>
      <TextAreaField {...field('description')} label="Description" rows={5} />
      <InputField
        {...field('skills')}
        label="Skills (comma-separated)"
        placeholder="e.g. React, Node.js, SQL"
      />
      <SeoFields
        state={seo}
        defaults={{
          title: seoDefaults?.title ?? defaultPageTitle(title || 'Job title', SITE.name),
          description:
            seoDefaults?.description ?? 'The job’s type, department, location and experience',
          path: seoDefaults?.path ?? '/careers/…',
        }}
      />
      {missing && (
        <p className="job-form__error" role="alert">
          {MISSING_FIELDS_MESSAGE}
        </p>
      )}
      <FormActions
        className="job-form__actions"
        onCancel={onCancel}
        busy={form.formState.isSubmitting}
        submitLabel={form.formState.isSubmitting ? 'Saving...' : submitLabel}
      />
    </form>
  );
}
