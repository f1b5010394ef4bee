import type { ComponentProps, ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';

/**
 * A box with its button beside it that adds what was typed (a custom size, a new brand). Enter adds too,
 * instead of submitting the editor's form (which would go on to the next step).
 */
export function AddField(props: {
  /** The box's id: the editor moves focus to it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onAdd: () => void;
  button: ReactNode;
  busy?: boolean;
  /** Why the last try was refused (read out as it appears). */
  error: string | null;
  /** The field's width. */
  className: string;
  /** The wrapper's id (a panel a button controls). */
  panelId?: string;
  inputProps?: ComponentProps<'input'>;
}) {
  return (
    <div id={props.panelId} className="flex items-start gap-2">
      <Field
        className={props.className}
        labelProps={{ children: props.label }}
        inputProps={{
          ...props.inputProps,
          id: props.id,
          type: 'text',
          value: props.value,
          onChange: (e) => props.onChange(e.target.value),
          onKeyDown: (e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            props.onAdd();
          },
        }}
        errors={[props.error]}
        announceErrors
      />
      {/* level with the box, below the label */}
      <Button type="button" variant="outline" onClick={props.onAdd} disabled={props.busy} className="mt-6">
        {props.button}
      </Button>
    </div>
  );
}
