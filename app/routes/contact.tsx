import { FileText, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from '~/components/ui/button';
import { Field, TextareaField } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import { ContactMessageSchema } from '../../domain/schemas/contact';
import { phoneHref } from '../../domain/shop-info';
import { useRootData } from '~/lib/use-root-data';
import { seoMeta } from '~/lib/meta';
import { contactAction } from '~/features/info/contact.server';
import { TraderDetails } from '~/components/layout/trader-details';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Contact us — quotes for embroidered and printed workwear',
    description: 'Ask for a quote, a bulk price or help with your logo. We reply within one working day.',
    path: '/contact',
  });

/** Without JavaScript the form posts here. */
export const action = ({ request, context }: Route.ActionArgs) => contactAction(request, context);

/** The sender's details, two a row; all but the company are required. */
const DETAIL_FIELDS: {
  id: string;
  label: ReactNode;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  required?: true;
}[] = [
  { id: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { id: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', required: true },
  { id: 'contactNumber', label: 'Contact Number', type: 'tel', autoComplete: 'tel', required: true },
  {
    id: 'company',
    label: (
      <>
        Company <span className="font-normal text-zinc-500">(optional)</span>
      </>
    ),
    type: 'text',
    autoComplete: 'organization',
  },
];

const SEND_FAILED = 'Something went wrong. Please try again.';

export default function Contact({ actionData }: Route.ComponentProps) {
  const shop = useRootData()?.shop;
  const formRef = useRef<HTMLFormElement>(null);
  const [successOpen, setSuccessOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = ContactMessageSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    try {
      await api.post('/contact', parsed.data);
      form.reset();
      setSuccessOpen(true);
    } catch (error) {
      // a refused message (bad input, too many) says why; anything else gets the general words
      const said = error instanceof ApiError && (error.status === 400 || error.status === 429);
      toast.error((said && error.serverMessage) || SEND_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-zinc-600">
        A question about an order, your artwork or our range? Send us a message and we will reply within one
        working day.
      </p>
      <section
        aria-labelledby="contact-quote"
        className="mt-8 flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="flex gap-3">
          <FileText aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div>
            <h2 id="contact-quote" className="text-lg font-semibold text-brand-900">
              Ordering for a team, a school or a firm?
            </h2>
            <p className="mt-1 max-w-xl text-sm text-zinc-700">
              Pick the garments, sizes and logo you need and we send a priced quote with mock-ups, to accept
              and pay online.
            </p>
          </div>
        </div>
        <Button asChild size="lg" className="shrink-0">
          <Link to="/quote">Request a quote</Link>
        </Button>
      </section>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <form
          method="post"
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          className="space-y-5 rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm"
          aria-label="Contact form"
        >
          {/* the fieldset disables every field while the message sends; a group needs its name */}
          <h2 className="text-lg font-semibold text-brand-900">General enquiry</h2>
          <fieldset disabled={sending} className="space-y-5">
            <legend className="sr-only">Your details and message</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {DETAIL_FIELDS.map((f) => (
                <Field
                  key={f.id}
                  look="shop"
                  labelProps={{ children: f.label }}
                  inputProps={{
                    id: f.id,
                    name: f.id,
                    type: f.type,
                    autoComplete: f.autoComplete,
                    required: f.required,
                  }}
                />
              ))}
            </div>
            <TextareaField
              look="shop"
              labelProps={{ children: 'Message' }}
              textareaProps={{ id: 'message', name: 'message', rows: 4, required: true }}
            />
            <Button type="submit" size="lg">
              {sending ? 'Sending...' : 'Send Message'}
            </Button>
          </fieldset>
          {actionData && !actionData.ok && (
            <p role="alert" className="text-sm text-red-700">
              {actionData.error}
            </p>
          )}
          {/* without JavaScript the form posts to the action and its answer shows here */}
          {actionData?.ok && (
            <p role="status" className="text-sm font-medium text-green-800">
              Your form has been submitted!
            </p>
          )}
        </form>

        {shop && (
          <aside className="space-y-5 rounded-2xl bg-brand-900 p-6 text-white" aria-label="Our details">
            <h2 className="text-lg font-semibold">Get in touch</h2>
            <p className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>{shop.address}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <a href={phoneHref(shop.phone)} className="whitespace-nowrap hover:underline">
                {shop.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <a href={`mailto:${shop.email}`} className="break-all hover:underline">
                {shop.email}
              </a>
            </p>
            <p className="text-sm text-brand-100">Monday to Friday, 9am to 5pm.</p>
            <TraderDetails trader={shop.trader} className="space-y-1 text-sm text-brand-100" />
            {shop.social.length > 0 && (
              <ul aria-label="Follow us" className="flex gap-4 border-t border-white/20 pt-4 text-sm">
                {shop.social.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} rel="noopener noreferrer" className="underline underline-offset-2">
                      {link.network}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </aside>
        )}
      </div>

      <Dialog.Root open={successOpen} onOpenChange={setSuccessOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl">
            <Dialog.Title className="text-xl font-bold text-brand-900">Success!</Dialog.Title>
            <Dialog.Description className="mt-2 text-zinc-700">
              Your form has been submitted!
            </Dialog.Description>
            <Dialog.Close asChild>
              <Button size="touch" className="mt-6">
                Close
              </Button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

export function ErrorBoundary() {
  // a failed submission (e.g. the server is down) keeps the visitor on the page with the spec's message
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-brand-900">Contact Us</h1>
      <p className="mt-4 text-zinc-700" role="alert">
        Something went wrong. Please try again.
      </p>
      <Button asChild size="touch" className="mt-6">
        <a href="/contact">Try again</a>
      </Button>
    </div>
  );
}
