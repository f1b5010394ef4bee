import { describe, expect, it } from 'vitest';
import type { LineDecoration } from '../../../domain/line-item';
import { LOGO_APPLICATION_FEE, SETUP_FEE } from '../../../domain/pricing';
import type { LogoJson } from '~/lib/cart-api';
import {
  checkDesign,
  checkDraft,
  checkingUpload,
  currentDraft,
  designKeyOf,
  draftCharges,
  draftMockups,
  draftsOfLine,
  draftText,
  firstFreePosition,
  formArtworkFacts,
  formDesign,
  initialWizardState,
  lineWizardState,
  logoDesign,
  mockupLogo,
  takenPositions,
  uploadedLogo,
  wizardReducer,
  type Draft,
  type FileDesign,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const file = (name = 'crest.png') => new File(['x'], name, { type: 'image/png' });
const fileDesign = (f = file()): FileDesign => ({ kind: 'file', file: f, preview: `blob:${f.name}` });
const facts = { kind: 'raster', widthPx: 400, heightPx: 200 } as unknown as LogoJson['artworkFacts'];
const logoJson = (over: Partial<LogoJson> = {}): LogoJson => ({
  _id: 'l1',
  name: 'crest.png',
  format: 'png',
  url: '/api/logos/l1',
  previewUrl: '/api/logos/l1/preview',
  setupPaid: false,
  inCart: false,
  createdAt: '2025-01-01T00:00:00Z',
  artworkFacts: facts,
  ...over,
});
const text: Draft = {
  position: 'Left Breast',
  method: 'Embroidery',
  design: { kind: 'text', text: 'ACME', font: 'Serif' },
};

/** Runs the actions from a state. */
const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const start = (over: Partial<WizardState> = {}) => initialWizardState(over);

describe('the wizard state starts', () => {
  it('empty at the method step', () => {
    expect(start()).toEqual({
      step: 'method',
      history: [],
      drafts: [],
      method: null,
      positions: [],
      design: null,
      textLine: '',
      font: 'Standard',
      file: null,
      previous: null,
      previousOpen: false,
      previousLogos: null,
      upload: null,
      notes: '',
      busy: false,
      error: null,
    });
  });

  it('for a new single-garment selection with embroidery at the large front', () => {
    const state = lineWizardState({ decorations: [], notes: null }, null);
    expect(state).toMatchObject({ method: 'Embroidery', positions: ['Large Front'], drafts: [], notes: '' });
  });

  const textAtBreast: LineDecoration = {
    position: 'Left Breast',
    method: 'Print',
    design: { kind: 'text', text: 'ACME', font: 'Script' },
    isPreviousLogo: false,
  };
  const logoAtBack: LineDecoration = {
    position: 'Large Back',
    method: 'Embroidery',
    design: {
      kind: 'logo',
      name: 'crest.png',
      logo: {
        id: 'l9',
        name: 'crest.png',
        format: 'png',
        url: '/u',
        previewUrl: '/p',
        setupPaid: true,
      } as never,
    },
    isPreviousLogo: true,
  };
  const goneLogo: LineDecoration = {
    position: 'Right Sleeve',
    method: 'Print',
    design: { kind: 'logo', name: 'old.eps', logo: null },
    isPreviousLogo: false,
  };

  it("on a cart line: editing a text logo fills the form, the line's other logos are drafts", () => {
    const line = { decorations: [textAtBreast, logoAtBack, goneLogo], notes: 'Gold thread' };
    const state = lineWizardState(line, 'Left Breast');
    expect(state).toMatchObject({
      method: 'Print',
      positions: ['Left Breast'],
      textLine: 'ACME',
      font: 'Script',
      previous: null,
      notes: 'Gold thread',
    });
    // a logo whose file is gone cannot be sent again
    expect(state.drafts.map((d) => d.position)).toEqual(['Large Back']);
  });

  it('on a cart line: editing an uploaded logo chooses it as the earlier logo, already in the cart', () => {
    const state = lineWizardState({ decorations: [textAtBreast, logoAtBack], notes: null }, 'Large Back');
    expect(state.previous).toEqual({
      kind: 'logo',
      id: 'l9',
      name: 'crest.png',
      previewUrl: '/p',
      setupPaid: true,
      inCart: true,
      artworkFacts: null,
    });
    expect(state).toMatchObject({ method: 'Embroidery', textLine: '', font: 'Standard' });
  });

  it('on a cart line: adding one offers the first free position', () => {
    const state = lineWizardState({ decorations: [textAtBreast], notes: null }, null);
    expect(state).toMatchObject({ positions: ['Large Front'], method: 'Embroidery' });
    expect(draftsOfLine([textAtBreast, goneLogo])).toEqual([
      { position: 'Left Breast', method: 'Print', design: { kind: 'text', text: 'ACME', font: 'Script' } },
    ]);
  });

  it('with no position when every one has a logo', () => {
    const all = (
      [
        'Large Front',
        'Large Back',
        'Left Breast',
        'Right Breast',
        'Left Sleeve',
        'Right Sleeve',
        'Nape of Neck',
      ] as const
    ).map((position): Draft => ({ ...text, position }));
    expect(firstFreePosition(all)).toBeNull();
    expect(firstFreePosition(all.slice(1))).toBe('Large Front');
    expect(firstFreePosition([all[0]!])).toBe('Large Back');
  });
});

describe('the wizard reducer', () => {
  it('goes forward remembering the way back, and back again; each clears the message', () => {
    let state = run(start({ error: 'Nope' }), { type: 'go', step: 'position' });
    expect(state).toMatchObject({ step: 'position', history: ['method'], error: null });
    state = run(
      state,
      { type: 'go', step: 'type' },
      { type: 'go', step: 'text' },
      { type: 'fail', message: 'x' },
    );
    expect(state.history).toEqual(['method', 'position', 'type']);
    state = run(state, { type: 'back' });
    expect(state).toMatchObject({ step: 'type', history: ['method', 'position'], error: null });
    state = run(state, { type: 'back' }, { type: 'back' }, { type: 'back' });
    expect(state).toMatchObject({ step: 'method', history: [] });
  });

  it('restarts at the method step with no way back, keeping the choices', () => {
    const state = run(
      start({ method: 'Print', positions: ['Large Back'], textLine: 'ACME' }),
      { type: 'go', step: 'position' },
      { type: 'go', step: 'type' },
      { type: 'fail', message: 'x' },
      { type: 'restart' },
    );
    expect(state).toMatchObject({
      step: 'method',
      history: [],
      error: null,
      method: 'Print',
      positions: ['Large Back'],
      textLine: 'ACME',
    });
  });

  it('sets the method, the one position, the text, font and notes', () => {
    const state = run(
      start(),
      { type: 'setMethod', method: 'Print' },
      { type: 'setPosition', position: 'Left Breast' },
      { type: 'setPosition', position: 'Large Back' },
      { type: 'setTextLine', textLine: ' ACME ' },
      { type: 'setFont', font: 'Script' },
      { type: 'setNotes', notes: 'Gold' },
    );
    expect(state).toMatchObject({
      method: 'Print',
      positions: ['Large Back'],
      textLine: ' ACME ',
      font: 'Script',
      notes: 'Gold',
    });
  });

  it('toggles several positions on and off (once each), clearing the message', () => {
    let state = run(
      start({ error: 'Please select at least one position.' }),
      { type: 'togglePosition', position: 'Large Back', on: true },
      { type: 'togglePosition', position: 'Left Breast', on: true },
      { type: 'togglePosition', position: 'Large Back', on: true },
    );
    expect(state).toMatchObject({ positions: ['Left Breast', 'Large Back'], error: null });
    state = run(state, { type: 'togglePosition', position: 'Left Breast', on: false });
    expect(state.positions).toEqual(['Large Back']);
  });

  it('takes a chosen file in place of an earlier logo, and lets it go', () => {
    const chosen = fileDesign();
    let state = run(start({ previous: logoDesign(logoJson()), previousOpen: true, error: 'Too large' }), {
      type: 'chooseFile',
      file: chosen,
    });
    expect(state).toMatchObject({ file: chosen, previous: null, previousOpen: false, error: null });
    state = run(state, { type: 'fail', message: 'x' }, { type: 'chooseFile', file: null });
    expect(state).toMatchObject({ file: null, error: null });
    // no file chosen leaves an earlier logo chosen
    expect(
      run(start({ previous: logoDesign(logoJson()) }), { type: 'chooseFile', file: null }).previous,
    ).not.toBeNull();
  });

  it('shows the earlier logos (dropping a chosen file), keeps them fetched, hides them, and takes one', () => {
    let state = run(start({ file: fileDesign() }), { type: 'showPrevious' });
    expect(state).toMatchObject({ file: null, previousOpen: true, previousLogos: null });
    state = run(state, { type: 'previousLogos', logos: [logoJson()] }, { type: 'hidePrevious' });
    expect(state).toMatchObject({ previousOpen: false, previousLogos: [logoJson()] });
    state = run(state, { type: 'choosePrevious', logo: logoDesign(logoJson()) });
    expect(state.previous).toMatchObject({ kind: 'logo', id: 'l1' });
  });

  it('records an upload when it finishes, or is refused', () => {
    const chosen = fileDesign();
    let state = run(start(), { type: 'chooseFile', file: chosen });
    expect(checkingUpload(state)).toBe(true);
    expect(uploadedLogo(state)).toBeNull();
    state = run(state, { type: 'uploaded', file: chosen.file, logo: logoJson() });
    expect(checkingUpload(state)).toBe(false);
    expect(uploadedLogo(state)).toEqual(logoJson());
    expect(formArtworkFacts(state)).toBe(facts);
    // another file is checked afresh; a refused upload is no longer checking, with no facts
    const other = fileDesign(file('other.png'));
    state = run(state, { type: 'chooseFile', file: other });
    expect(checkingUpload(state)).toBe(true);
    state = run(state, { type: 'uploaded', file: other.file, logo: null });
    expect(checkingUpload(state)).toBe(false);
    expect(formArtworkFacts(state)).toBeNull();
  });

  it('adds a draft and starts the next at the method step and the first free position', () => {
    const state = run(
      start({
        step: 'text',
        history: ['method', 'position', 'type'],
        method: 'Print',
        positions: ['Large Front'],
        textLine: 'ACME',
        font: 'Serif',
        file: fileDesign(),
        previous: logoDesign(logoJson()),
        previousOpen: true,
        notes: 'Gold',
        error: 'x',
      }),
      { type: 'addDraft', draft: { ...text, position: 'Large Front' } },
    );
    expect(state).toMatchObject({
      step: 'method',
      history: [],
      drafts: [{ ...text, position: 'Large Front' }],
      positions: ['Large Back'],
      textLine: '',
      file: null,
      previous: null,
      previousOpen: false,
      error: null,
      // the method, font and notes carry on to the next logo
      method: 'Print',
      font: 'Serif',
      notes: 'Gold',
    });
    expect(takenPositions(state)).toEqual(new Set(['Large Front']));
  });

  it('removes a draft by its position', () => {
    const state = run(start({ drafts: [text, { ...text, position: 'Large Back' }] }), {
      type: 'removeDraft',
      position: 'Left Breast',
    });
    expect(state.drafts.map((d) => d.position)).toEqual(['Large Back']);
  });

  it('saves the design and goes back to the method step', () => {
    const design = { kind: 'text', text: 'ACME', font: 'Serif' } as const;
    const state = run(start({ step: 'text', history: ['method', 'position', 'type'], error: 'x' }), {
      type: 'saveDesign',
      design,
    });
    expect(state).toMatchObject({ design, step: 'method', history: [], error: null });
  });

  it('fails with a message, and is busy until the request settles', () => {
    expect(run(start(), { type: 'fail', message: 'Nope' }).error).toBe('Nope');
    const busy = run(start({ error: 'Nope' }), { type: 'submitting' });
    expect(busy).toMatchObject({ busy: true, error: 'Nope' });
    expect(run(busy, { type: 'settled' }).busy).toBe(false);
  });

  it('never changes the state it is given', () => {
    const before = start({ drafts: [text], positions: ['Large Back'] });
    const frozen = JSON.stringify(before);
    run(
      before,
      { type: 'go', step: 'position' },
      { type: 'togglePosition', position: 'Left Breast', on: true },
      { type: 'addDraft', draft: { ...text, position: 'Large Back' } },
      { type: 'removeDraft', position: 'Left Breast' },
    );
    expect(JSON.stringify(before)).toBe(frozen);
  });
});

describe('what the wizard reads from its state', () => {
  it('the form’s design: trimmed text on the text step, the file or earlier logo on the upload step', () => {
    expect(formDesign(start({ step: 'text', textLine: '  ' }))).toBeNull();
    expect(formDesign(start({ step: 'text', textLine: ' ACME ', font: 'Serif' }))).toEqual({
      kind: 'text',
      text: 'ACME',
      font: 'Serif',
    });
    const chosen = fileDesign();
    const previous = logoDesign(logoJson());
    expect(formDesign(start({ step: 'upload', file: chosen, previous }))).toBe(chosen);
    expect(formDesign(start({ step: 'upload', previous }))).toBe(previous);
    expect(formDesign(start({ step: 'upload' }))).toBeNull();
    expect(formDesign(start({ step: 'method', textLine: 'ACME' }))).toBeNull();
  });

  it('the draft being made, or what it lacks', () => {
    const ready = start({ step: 'text', method: 'Print', positions: ['Large Back'], textLine: 'ACME' });
    expect(checkDraft(ready)).toEqual({
      draft: {
        position: 'Large Back',
        method: 'Print',
        design: { kind: 'text', text: 'ACME', font: 'Standard' },
      },
    });
    expect(currentDraft(ready)).toEqual((checkDraft(ready) as { draft: Draft }).draft);
    expect(checkDraft({ ...ready, method: null })).toEqual({ problem: 'method' });
    expect(checkDraft({ ...ready, positions: [] })).toEqual({ problem: 'position' });
    expect(checkDraft({ ...ready, textLine: ' ' })).toEqual({ problem: 'text' });
    expect(checkDraft({ ...ready, step: 'upload' })).toEqual({ problem: 'upload' });
    expect(currentDraft({ ...ready, textLine: '' })).toBeNull();
  });

  it('the design to save: an uploaded file goes by its logo, one still uploading as the file', () => {
    const chosen = fileDesign();
    const uploading = start({ step: 'upload', file: chosen });
    expect(checkDesign(uploading)).toEqual({ design: chosen });
    const uploaded = run(uploading, { type: 'uploaded', file: chosen.file, logo: logoJson() });
    expect(checkDesign(uploaded)).toEqual({ design: logoDesign(logoJson()) });
    expect(checkDesign(start({ step: 'text' }))).toEqual({ problem: 'text' });
    expect(checkDesign(start({ step: 'upload' }))).toEqual({ problem: 'upload' });
  });

  it('the artwork facts of an earlier logo chosen', () => {
    expect(formArtworkFacts(start({ previous: logoDesign(logoJson()) }))).toBe(facts);
    expect(formArtworkFacts(start())).toBeNull();
  });

  it('the mock-up: the drafts, and an empty box at the position until the design is chosen', () => {
    const making = start({ step: 'text', method: 'Print', positions: ['Large Back'], drafts: [text] });
    expect(draftMockups(making)).toEqual([
      { position: 'Left Breast', logo: { kind: 'text', text: 'ACME', font: 'Serif' } },
      { position: 'Large Back', logo: null },
    ]);
    expect(draftMockups({ ...making, textLine: 'B' })[1]).toEqual({
      position: 'Large Back',
      logo: { kind: 'text', text: 'B', font: 'Standard' },
    });
    expect(draftMockups({ ...making, positions: [] })).toHaveLength(1);
    const chosen = fileDesign();
    expect(mockupLogo(chosen)).toEqual({ kind: 'image', src: 'blob:crest.png', name: 'crest.png' });
    expect(mockupLogo(logoDesign(logoJson()))).toEqual({
      kind: 'image',
      src: '/api/logos/l1/preview',
      name: 'crest.png',
    });
  });

  it('each draft in words', () => {
    expect(draftText(text)).toBe("Left Breast: Embroidery, text 'ACME' in Serif");
    expect(draftText({ ...text, design: fileDesign() })).toBe('Left Breast: Embroidery, logo crest.png');
    expect(draftText({ ...text, design: logoDesign(logoJson({ name: 'back.svg' })) })).toBe(
      'Left Breast: Embroidery, logo back.svg',
    );
  });
});

describe('what the drafts cost', () => {
  const f1 = file('a.png');
  const f2 = file('b.png');
  it.each([
    ['no drafts', [], 0, 0],
    ['one text at one position', [text], 1, 1],
    ['the same text at two positions', [text, { ...text, position: 'Large Back' }], 2, 1],
    [
      'two new files',
      [
        { ...text, design: fileDesign(f1) },
        { ...text, position: 'Large Back', design: fileDesign(f2) },
      ],
      2,
      2,
    ],
    [
      'one file at two positions',
      [
        { ...text, design: fileDesign(f1) },
        { ...text, position: 'Large Back', design: fileDesign(f1) },
      ],
      2,
      1,
    ],
    ['a logo used before', [{ ...text, design: logoDesign(logoJson({ setupPaid: true })) }], 1, 0],
    ['a logo already in the cart', [{ ...text, design: logoDesign(logoJson({ inCart: true })) }], 1, 0],
  ] as [string, Draft[], number, number][])('%s', (_name, drafts, positions, newDesigns) => {
    const charges = draftCharges(drafts, 5);
    expect(charges.positions).toHaveLength(positions);
    expect(charges.newDesigns).toBe(newDesigns);
    expect(charges.total).toBe(positions * 5 * LOGO_APPLICATION_FEE + newDesigns * SETUP_FEE);
  });

  it("prices each position at the shop's ladder for its method and size, and waives setup by its rule", () => {
    const pricing = {
      applicationFee: LOGO_APPLICATION_FEE,
      setupFee: 1500,
      setupFreeFrom: 50,
      decoration: [
        {
          method: 'Embroidery' as const,
          positionSize: 'small' as const,
          breaks: [{ minQuantity: 10, price: 450 }],
        },
      ],
    };
    const drafts: Draft[] = [text, { ...text, position: 'Large Back' }];
    const at10 = draftCharges(drafts, 10, [], pricing);
    expect(at10.positions).toEqual([
      { position: text.position, application: 4500, price: 450, priceBreak: 10 },
      { position: 'Large Back', application: 5500, price: LOGO_APPLICATION_FEE, priceBreak: null },
    ]);
    expect(at10.setup).toBe(1500);
    expect(draftCharges(drafts, 9, [], pricing).positions[0]).toMatchObject({ price: 550, priceBreak: null });
    expect(draftCharges(drafts, 50, [], pricing).setup).toBe(0);
  });

  it('counts no setup for a design the cart line already has', () => {
    expect(draftCharges([text], 2, ['text:Serif:ACME']).setup).toBe(0);
    expect(designKeyOf(text.design)).toBe('text:Serif:ACME');
    expect(designKeyOf(logoDesign(logoJson()))).toBe('logo:l1');
  });
});
