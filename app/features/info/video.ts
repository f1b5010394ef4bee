/**
 * Turns a configured tutorial-video address into one that can be embedded in an iframe:
 * YouTube watch/short links become privacy-enhanced embeds, Vimeo pages become player links.
 * Anything else is returned unchanged. Returns null for an address that is not http(s).
 */
export function toEmbedUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = url.pathname.slice(1).split('/')[0] || null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') youtubeId = url.searchParams.get('v');
    else {
      const m = url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/);
      youtubeId = m ? m[1] : null;
    }
  }
  if (youtubeId && /^[\w-]+$/.test(youtubeId)) return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  if (host === 'vimeo.com') {
    const m = url.pathname.match(/^\/(\d+)/);
    if (m) return `https://player.vimeo.com/video/${m[1]}`;
  }
  return url.toString();
}
