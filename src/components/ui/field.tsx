import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface ControlIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * A labelled control with its hint and its error at the field. The error is tied to the control with
 * aria-describedby and aria-invalid, so screen readers and getByRole(…).toHaveAccessibleDescription see it.
 */
interface FieldShellProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (ids: ControlIds) => ReactNode;
}

export function FieldShell({ label, hint, error, className = '', children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errId = error ? `${id}-err` : undefined;
  const describedBy = [errId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error && (
        <p id={errId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

const CONTROL =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

/** The attributes that tie a control inside FieldShell to its label, hint and error. */
export const controlAttrs = ({ id, describedBy, invalid }: ControlIds) => ({
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid || undefined,
});

type Common = { label: ReactNode; hint?: ReactNode; error?: string; className?: string };

/** FieldShell around one control; the control takes every prop the shell does not draw (className is the shell's). */
function Field<P extends Common>({
  props: { label, hint, error, className, ...rest },
  control,
}: {
  props: P;
  control: (
    attrs: ReturnType<typeof controlAttrs> & { className: string } & Omit<P, keyof Common>,
  ) => ReactNode;
}) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(ids) => control({ ...controlAttrs(ids), className: CONTROL, ...rest })}
    </FieldShell>
  );
}

export const TextField = (props: Common & InputHTMLAttributes<HTMLInputElement>) => (
  <Field props={props} control={(attrs) => <input {...attrs} />} />
);

export const TextAreaField = (props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <Field props={props} control={(attrs) => <textarea {...attrs} />} />
);

export const SelectField = (props: Common & SelectHTMLAttributes<HTMLSelectElement>) => (
  <Field props={props} control={(attrs) => <select {...attrs} />} />
);
