import type { ArtworkFacts } from '../../../domain/artwork-checks';
import { LOGO_POSITIONS, type LogoFont, type LogoMethod, type LogoPosition } from '../../../domain/catalogue';
import type { LineDecoration } from '../../../domain/line-item';
import type { DecorationPricing } from '../../../domain/price-breaks';
import { decorationBatchCharges, DEFAULT_DECORATION_PRICING } from '../../../domain/pricing';
import type { MockupDecoration, MockupLogo } from '~/components/mockup/garment-mockup';
import type { BundleDesign } from '~/lib/bundle-api';
import type { LogoJson } from '~/lib/cart-api';

/**
 * The logo wizards' state, one pure reducer for the single-garment and the bundle wizard: the step and the way
 * back, the decorations drafted so far, the one being made (method, positions, the design step's form), the
 * chosen file's upload and its artwork facts, the customer's previous logos, notes, and busy/error. Side effects
 * (uploads, the cart request, toasts) stay in the shells; what they need to decide is read here.
 */

/** method → position → type → text or upload; the bundle's then ends at a confirmation. */
export type WizardStep = 'method' | 'position' | 'type' | 'text' | 'upload' | 'confirm';

/** A design: typed text in a font, a new file (with a picture when the browser can show it), or an earlier logo. */
export type DraftDesign = BundleDesign;
export type FileDesign = Extract<DraftDesign, { kind: 'file' }>;
export type LogoDesign = Extract<DraftDesign, { kind: 'logo' }>;

/** One decoration chosen in the wizard: a method and a design at a position. */
export interface Draft {
  position: LogoPosition;
  method: LogoMethod;
  design: DraftDesign;
}

export interface WizardState {
  step: WizardStep;
  /** The steps before this one, for Back. */
  history: WizardStep[];
  /** Decorations finished earlier ("Add another position"), or a cart line's other logos. */
  drafts: Draft[];
  method: LogoMethod | null;
  /** The single-garment wizard's one position, or the bundle's several. */
  positions: LogoPosition[];
  /** The bundle's design, kept once saved while the shopper goes back to the method step. */
  design: DraftDesign | null;
  // the design step's form, apart from any kept design until it is saved or added
  textLine: string;
  font: LogoFont;
  file: FileDesign | null;
  previous: LogoDesign | null;
  previousOpen: boolean;
  /** The customer's earlier logos: null until they have been fetched. */
  previousLogos: LogoJson[] | null;
  /** The latest upload that finished: its logo (with the artwork facts) or null when it was refused. */
  upload: { file: File; logo: LogoJson | null } | null;
  notes: string;
  busy: boolean;
  error: string | null;
}

export type WizardAction =
  | { type: 'go'; step: WizardStep }
  | { type: 'back' }
  /** To the method step with no way back (the bundle's closing and Edit Design). */
  | { type: 'restart' }
  | { type: 'setMethod'; method: LogoMethod }
  | { type: 'setPosition'; position: LogoPosition }
  | { type: 'togglePosition'; position: LogoPosition; on: boolean }
  | { type: 'setTextLine'; textLine: string }
  | { type: 'setFont'; font: LogoFont }
  | { type: 'setNotes'; notes: string }
  | { type: 'chooseFile'; file: FileDesign | null }
  | { type: 'showPrevious' }
  | { type: 'hidePrevious' }
  | { type: 'previousLogos'; logos: LogoJson[] }
  | { type: 'choosePrevious'; logo: LogoDesign }
  | { type: 'uploaded'; file: File; logo: LogoJson | null }
  /** "Add another position": the draft joins the list and the next one starts at the method step. */
  | { type: 'addDraft'; draft: Draft }
  | { type: 'removeDraft'; position: LogoPosition }
  /** The bundle's Save Design: the design is kept and the shopper is back at the method step. */
  | { type: 'saveDesign'; design: DraftDesign }
  | { type: 'fail'; message: string }
  /** The shopper changed what the message was about (the names): it goes. */
  | { type: 'clearError' }
  | { type: 'submitting' }
  | { type: 'settled' };

/** The positions offered first: a large front logo, then the rest in order. */
const POSITION_ORDER: readonly LogoPosition[] = ['Large Front', ...LOGO_POSITIONS];

/** The first position none of the drafts uses (null when every one does). */
export function firstFreePosition(drafts: readonly Draft[]): LogoPosition | null {
  return POSITION_ORDER.find((p) => !drafts.some((d) => d.position === p)) ?? null;
}

export function initialWizardState(start: Partial<WizardState> = {}): WizardState {
  return {
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
    ...start,
  };
}

/** A logo the customer uploaded (now or before) as a design. */
export function logoDesign(logo: LogoJson): LogoDesign {
  return {
    kind: 'logo',
    id: logo._id,
    name: logo.name,
    previewUrl: logo.previewUrl,
    setupPaid: logo.setupPaid,
    inCart: logo.inCart,
    artworkFacts: logo.artworkFacts ?? null,
  };
}

/** A cart line's decorations as drafts (a logo whose file is gone is left out: it cannot be sent again). */
export function draftsOfLine(decorations: readonly LineDecoration[]): Draft[] {
  return decorations.flatMap((d): Draft[] => {
    const base = { position: d.position, method: d.method };
    if (d.design.kind === 'text')
      return [{ ...base, design: { kind: 'text', text: d.design.text, font: d.design.font } }];
    const logo = d.design.logo;
    if (!logo) return [];
    const design: LogoDesign = {
      kind: 'logo',
      id: logo.id,
      name: logo.name,
      previewUrl: logo.previewUrl,
      setupPaid: logo.setupPaid,
      inCart: true,
      artworkFacts: null,
    };
    return [{ ...base, design }];
  });
}

/**
 * The single-garment wizard opened on a cart line: its other logos are the drafts, and the one at `position`
 * (null adds one) fills the form.
 */
export function lineWizardState(
  line: { decorations: readonly LineDecoration[]; notes: string | null },
  position: LogoPosition | null,
): WizardState {
  const drafts = draftsOfLine(line.decorations.filter((d) => d.position !== position));
  const editing = line.decorations.find((d) => d.position === position);
  const [draft] = editing ? draftsOfLine([editing]) : [];
  return {
    ...initialWizardState(),
    drafts,
    method: editing?.method ?? 'Embroidery',
    positions: [editing?.position ?? firstFreePosition(drafts)].filter((p) => p !== null),
    textLine: draft?.design.kind === 'text' ? draft.design.text : '',
    font: draft?.design.kind === 'text' ? draft.design.font : 'Standard',
    previous: draft?.design.kind === 'logo' ? draft.design : null,
    notes: line.notes ?? '',
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'go':
      return { ...state, history: [...state.history, state.step], step: action.step, error: null };
    case 'back':
      return {
        ...state,
        step: state.history.at(-1) ?? 'method',
        history: state.history.slice(0, -1),
        error: null,
      };
    case 'restart':
      return { ...state, step: 'method', history: [], error: null };
    case 'setMethod':
      return { ...state, method: action.method };
    case 'setPosition':
      return { ...state, positions: [action.position] };
    case 'togglePosition': {
      const others = state.positions.filter((p) => p !== action.position);
      return { ...state, positions: action.on ? [...others, action.position] : others, error: null };
    }
    case 'setTextLine':
      return { ...state, textLine: action.textLine };
    case 'setFont':
      return { ...state, font: action.font };
    case 'setNotes':
      return { ...state, notes: action.notes };
    case 'chooseFile':
      // a new file replaces an earlier logo chosen from the list
      return action.file
        ? { ...state, file: action.file, previous: null, previousOpen: false, error: null }
        : { ...state, file: null, error: null };
    case 'showPrevious':
      return { ...state, file: null, previousOpen: true };
    case 'hidePrevious':
      return { ...state, previousOpen: false };
    case 'previousLogos':
      return { ...state, previousLogos: action.logos };
    case 'choosePrevious':
      return { ...state, previous: action.logo };
    case 'uploaded':
      return { ...state, upload: { file: action.file, logo: action.logo } };
    case 'addDraft': {
      const drafts = [...state.drafts, action.draft];
      const next = firstFreePosition(drafts);
      return {
        ...state,
        drafts,
        positions: next ? [next] : [],
        textLine: '',
        file: null,
        previous: null,
        previousOpen: false,
        history: [],
        step: 'method',
        error: null,
      };
    }
    case 'removeDraft':
      return { ...state, drafts: state.drafts.filter((d) => d.position !== action.position) };
    case 'saveDesign':
      return { ...state, design: action.design, history: [], step: 'method', error: null };
    case 'fail':
      return { ...state, error: action.message };
    case 'clearError':
      return state.error === null ? state : { ...state, error: null };
    case 'submitting':
      return { ...state, busy: true };
    case 'settled':
      return { ...state, busy: false };
  }
}

/** The positions the drafts already use. */
export function takenPositions(state: WizardState): Set<LogoPosition> {
  return new Set(state.drafts.map((d) => d.position));
}

/** The design the open form shows, as far as it is chosen (null before its text or logo is). */
export function formDesign(state: WizardState): DraftDesign | null {
  if (state.step === 'text') {
    const text = state.textLine.trim();
    return text ? { kind: 'text', text, font: state.font } : null;
  }
  if (state.step === 'upload') return state.file ?? state.previous;
  return null;
}

/** The decoration being made, once its method, position and design are chosen. */
export function currentDraft(state: WizardState): Draft | null {
  const [position] = state.positions;
  const design = formDesign(state);
  return state.method && position && design ? { position, method: state.method, design } : null;
}

/**
 * The logos on the single garment's mock-up: the drafts, and the one being made at its position (an empty box
 * there until its design is chosen).
 */
export function draftMockups(state: WizardState): MockupDecoration[] {
  const [position] = state.positions;
  const current = currentDraft(state);
  const making = current ? [draftMockup(current)] : position ? [{ position, logo: null }] : [];
  return [...state.drafts.map(draftMockup), ...making];
}

/** Why the decoration being made cannot be added yet; each wizard words it its own way. */
export type DraftProblem = 'method' | 'position' | 'text' | 'upload';

/** The decoration being made, or what it lacks. */
export function checkDraft(state: WizardState): { draft: Draft } | { problem: DraftProblem } {
  const [position] = state.positions;
  if (!state.method) return { problem: 'method' };
  if (!position) return { problem: 'position' };
  const design = formDesign(state);
  if (!design) return { problem: state.step === 'text' ? 'text' : 'upload' };
  return { draft: { position, method: state.method, design } };
}

/**
 * The design the form would save, or what it lacks: a file already uploaded goes by its logo; one still
 * uploading (or refused) goes as the file.
 */
export function checkDesign(state: WizardState): { design: DraftDesign } | { problem: 'text' | 'upload' } {
  const design = formDesign(state);
  if (!design) return { problem: state.step === 'text' ? 'text' : 'upload' };
  const uploaded = uploadedLogo(state);
  return { design: design.kind === 'file' && uploaded ? logoDesign(uploaded) : design };
}

/** The chosen file's stored logo, once its upload has finished (null while it runs or when it was refused). */
export function uploadedLogo(state: WizardState): LogoJson | null {
  return state.file && state.upload?.file === state.file.file ? state.upload.logo : null;
}

/** The chosen file is still being uploaded and checked. */
export function checkingUpload(state: WizardState): boolean {
  return state.file !== null && state.upload?.file !== state.file.file;
}

/** What the artwork checks read from the chosen file or earlier logo (null when not known yet). */
export function formArtworkFacts(state: WizardState): ArtworkFacts | null {
  return state.file ? (uploadedLogo(state)?.artworkFacts ?? null) : (state.previous?.artworkFacts ?? null);
}

/** A design as the mock-up draws it. */
export function mockupLogo(design: DraftDesign): MockupLogo {
  if (design.kind === 'text') return { kind: 'text', text: design.text, font: design.font };
  if (design.kind === 'file') return { kind: 'image', src: design.preview, name: design.file.name };
  return { kind: 'image', src: design.previewUrl, name: design.name };
}

export function draftMockup(draft: Draft): MockupDecoration {
  return { position: draft.position, logo: mockupLogo(draft.design) };
}

/** "Large Back: Print, logo back.png" or "Left Breast: Embroidery, text 'ACME' in Serif". */
export function draftText(draft: Draft): string {
  const { design } = draft;
  const what =
    design.kind === 'text'
      ? `text '${design.text}' in ${design.font}`
      : `logo ${design.kind === 'file' ? design.file.name : design.name}`;
  return `${draft.position}: ${draft.method}, ${what}`;
}

/** A design's key for the setup fee, one per distinct design; a new file is known by its place in `files`. */
export function designKeyOf(design: DraftDesign, files: readonly File[] = []): string {
  if (design.kind === 'text') return `text:${design.font}:${design.text}`;
  if (design.kind === 'file') return `file:${files.indexOf(design.file)}`;
  return `logo:${design.id}`;
}

/**
 * What the drafts cost on `quantity` garments (domain/pricing): each position's price at the shop's decoration
 * ladder for its method and position size (and the break reached), and one setup per new design under the
 * shop's setup rule. A logo used on an earlier order, or already in the cart, or a design in `paidDesignKeys`
 * (the cart line's own) pays no setup here.
 */
export function draftCharges(
  drafts: readonly Draft[],
  quantity: number,
  paidDesignKeys: readonly string[] = [],
  pricing: DecorationPricing = DEFAULT_DECORATION_PRICING,
) {
  const files = [...new Set(drafts.flatMap((d) => (d.design.kind === 'file' ? [d.design.file] : [])))];
  const inCart = drafts.flatMap((d) =>
    d.design.kind === 'logo' && d.design.inCart ? [`logo:${d.design.id}`] : [],
  );
  return decorationBatchCharges({
    quantity,
    decorations: drafts.map((d) => ({
      position: d.position,
      method: d.method,
      designKey: designKeyOf(d.design, files),
      isPreviousLogo: d.design.kind === 'logo' && d.design.setupPaid,
    })),
    paidDesignKeys: new Set([...inCart, ...paidDesignKeys]),
    pricing,
  });
}
