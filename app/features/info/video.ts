export type GuideVideo = { kind: 'iframe' | 'video'; src: string };

/**
 * Turns a configured tutorial-video address into something the guide page can embed:
 * a video file plays in a <video> element; YouTube watch/short links become privacy-enhanced
 * embeds and Vimeo pages become player links (both allowed in frames by the CSP); anything
 * else is framed as given. Returns null for an empty or non-http(s) address.
 */
export function guideVideo(raw: string | null | undefined): GuideVideo | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (/\.(mp4|webm|ogg)$/i.test(url.pathname)) return { kind: 'video', src: url.toString() };
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = url.pathname.slice(1).split('/')[0] || null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : (url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/)?.[1] ?? null);
  }
  if (youtubeId && /^[\w-]+$/.test(youtubeId)) {
    return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${youtubeId}?rel=0` };
  }
  if (host === 'vimeo.com') {
    const id = url.pathname.match(/^\/(\d+)/)?.[1];
    if (id) return { kind: 'iframe', src: `https://player.vimeo.com/video/${id}` };
  }
  return { kind: 'iframe', src: url.toString() };
}
