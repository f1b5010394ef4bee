import { useEffect, useRef } from 'react';
import { OTP_LENGTH } from '../../../domain/schemas/auth';

/**
 * Six one-digit boxes: typing moves on, Backspace moves back, pasting fills them all. They post as `otp`.
 * The first box takes the whole code: a phone's one-time-code autofill writes it there, and so does a shopper
 * typing before the page is live (focus only moves on once it is); the boxes then share it out. Without
 * JavaScript the boxes post one by one and the server joins them, so a whole code in the first works too.
 */
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
  // what was typed before the page was live: share a whole code out, and post what is there
  useEffect(() => {
    const first = boxes.current[0];
    if (first && first.value.length > 1) fill(0, first.value);
    else sync();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
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
            maxLength={i === 0 ? OTP_LENGTH : 1}
            aria-label={`Digit ${i + 1}`}
            className="h-12 w-0 max-w-12 min-w-0 flex-1 rounded-md border border-zinc-300 text-center text-xl font-semibold focus:border-brand-600 focus:ring-1 focus:ring-brand-600"
            onInput={(e) => {
              const value = e.currentTarget.value;
              if (value.length > 1) return fill(i, value);
              e.currentTarget.value = value.replace(/\D/g, '');
              sync();
              if (e.currentTarget.value) boxes.current[i + 1]?.focus();
            }}
            // a digit typed into a filled box replaces it
            onFocus={(e) => e.currentTarget.select()}
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
