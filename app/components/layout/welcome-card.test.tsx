import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import WelcomeCard from './welcome-card';

function render(guideVideoUrl: string | null) {
  const card = (
    <WelcomeCard shop={{ name: 'Test Workwear', guideVideoUrl }} onWatch={() => {}} onClose={() => {}} />
  );
  const Stub = createRoutesStub([{ path: '*', Component: () => card }]);
  return renderToString(<Stub initialEntries={['/products/polo']} />);
}

describe('WelcomeCard', () => {
  it('is a labelled, non-modal dialog with Watch and Create and Close', () => {
    const html = render(null);
    expect(html).toMatch(/role="dialog"[^>]*aria-modal="false"/);
    expect(html).toContain('aria-labelledby="welcome-title"');
    expect(html).toMatch(/id="welcome-title"[^>]*>Welcome to <!-- -->Test Workwear</);
    expect(html).toMatch(/<button[^>]*>Close<\/button>/);
  });

  it('opens the guide page when no video is set, and plays the video in place when one is', () => {
    expect(render(null)).toMatch(/<a[^>]*href="\/guide"[^>]*>.*Watch and Create<\/a>/);
    const withVideo = render('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(withVideo).not.toContain('href="/guide"');
    expect(withVideo).toMatch(/<button[^>]*>.*Watch and Create<\/button>/);
  });
});
