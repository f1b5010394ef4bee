import { describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { CONTACT_MESSAGES_PER_HOUR } from '../services/contact';
import { contactEnquiry } from '../../tests/helpers/api';
import { testDatabases, useTestApp, useSmtpServer } from '../../tests/helpers/test-app';

const valid = { ...contactEnquiry('Quote for 40 embroidered polos, please.'), company: 'Shah Builders Ltd' };

describe.each(testDatabases())('POST /api/contact on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, SHOP_EMAIL: 'orders@shop.test' }));

  const post = (body: unknown, contentType = 'application/json') =>
    t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('stores the message and mails it to the shop', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, message: 'Your form has been submitted!' });

    const rows = await t.ctx.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: 'Priya Shah', company: 'Shah Builders Ltd' });

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0];
    expect(mail.to).toEqual(['orders@shop.test']);
    expect(mail.raw).toContain('Subject: New enquiry from Priya Shah');
    expect(mail.raw).toContain('Reply-To: priya@shahbuilders.co.uk');
    expect(mail.raw).toContain('Quote for 40 embroidered polos');
  });

  it.each(['fullName', 'email', 'contactNumber', 'message'])(
    'refuses a message without %s with the spec wording',
    async (field) => {
      const res = await post({ ...valid, [field]: '  ' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Full Name, Email, Contact Number, and Message are required!',
      });
    },
  );

  it(`takes at most ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address, and mails only those`, async () => {
    const fromOneAddress = (body: unknown) =>
      t.request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
        body: JSON.stringify(body),
      });
    const mailsBefore = smtp.messages.length;
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR + 3; i++)
      statuses.push((await fromOneAddress(valid)).status);
    expect(statuses).toEqual([...Array(CONTACT_MESSAGES_PER_HOUR).fill(201), 429, 429, 429]);
    const refused = await fromOneAddress(valid);
    expect((await refused.json()).message).toMatch(/^You have sent us several messages in the last hour/);
    expect(smtp.messages.length - mailsBefore).toBe(CONTACT_MESSAGES_PER_HOUR);
  });

  it('accepts a message without a company', async () => {
    const { company: _company, ...rest } = valid;
    expect((await post(rest)).status).toBe(201);
  });

  it('refuses a malformed e-mail address, malformed JSON and other content types', async () => {
    const bad = await post({ ...valid, email: 'priya-at-example' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Please enter a valid email address');
    const malformed = await post('not json');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Malformed JSON in request body' });
    const form = await post('fullName=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: 'Unsupported Media Type' });
  });
});
