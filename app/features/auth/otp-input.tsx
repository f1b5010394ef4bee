import { useRef } from 'react';
import { OTP_LENGTH } from '../../../domain/schemas/auth';

/** Six one-digit boxes: typing moves on, Backspace moves back, pasting fills them all. They post as `otp`. */
export function OtpInput() {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const hidden = useRef<HTMLInputElement>(null);
  const sync = () => {
    if (hidden.current) hidden.current.value = boxes.current.map((b) => b?.value ?? '').join('');
  };
  const fill = (from: number, digits: string) => {
    digits
      .replace(/\D/g, '')
      .slice(0, OTP_LENGTH - from)
      .split('')
      .forEach((d, i) => {
        const box = boxes.current[from + i];
        if (box) box.value = d;
      });
    sync();
    const next = Math.min(from + digits.replace(/\D/g, '').length, OTP_LENGTH - 1);
    boxes.current[next]?.focus();
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-zinc-800">Verification code</legend>
      <input ref={hidden} type="hidden" name="otp" />
      <div className="mt-2 flex gap-2">
        {Array.from({ length: OTP_LENGTH }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            name={`digit${i}`}
            type="text"
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={1}
            aria-label={`Digit ${i + 1}`}
            className="h-12 w-0 max-w-12 min-w-0 flex-1 rounded-md border border-zinc-300 text-center text-xl font-semibold focus:border-brand-600 focus:ring-1 focus:ring-brand-600"
            onInput={(e) => {
              const value = e.currentTarget.value;
              if (value.length > 1) return fill(i, value);
              e.currentTarget.value = value.replace(/\D/g, '');
              sync();
              if (e.currentTarget.value) boxes.current[i + 1]?.focus();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Backspace' && !e.currentTarget.value) boxes.current[i - 1]?.focus();
            }}
            onPaste={(e) => {
              e.preventDefault();
              fill(i, e.clipboardData.getData('text'));
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
