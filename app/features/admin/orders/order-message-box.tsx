import type { ComponentProps, ReactNode } from 'react';
import { TextareaField } from '~/components/ui/field';
import { ORDER_MESSAGE_MAX } from '../../../../domain/schemas/order-messages';

/**
 * The order page's box for a message (the private note, an e-mail to the customer): at most
 * ORDER_MESSAGE_MAX characters, counted under it beside the form's button. `textareaProps` are the box's own
 * (its classes, an id or a description).
 */
export function OrderMessageBox(props: {
  labelProps: ComponentProps<'label'>;
  textareaProps?: ComponentProps<'textarea'>;
  draft: string;
  onDraft: (draft: string) => void;
  error: string | null;
  button: ReactNode;
}) {
  return (
    <>
      <TextareaField
        labelProps={props.labelProps}
        textareaProps={{
          name: 'message',
          rows: 4,
          maxLength: ORDER_MESSAGE_MAX,
          value: props.draft,
          onChange: (e) => props.onDraft(e.target.value),
          ...props.textareaProps,
        }}
        errors={[props.error]}
      />
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-zinc-600">
          {props.draft.length}/{ORDER_MESSAGE_MAX}
        </span>
        {props.button}
      </div>
    </>
  );
}
