export type VideoEmbed = { kind: 'iframe'; src: string } | { kind: 'video'; src: string };

/**
 * Turns a tutorial link as an editor would paste it (a YouTube or Vimeo page, or a video file) into something
 * the page can play inline. YouTube plays from youtube-nocookie.com, which the CSP allows in frames.
 */
export function videoEmbed(url: string): VideoEmbed {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://placeholder.invalid');
  } catch {
    return { kind: 'iframe', src: url };
  }
  if (/\.(mp4|webm|ogg)$/i.test(parsed.pathname)) return { kind: 'video', src: url };

  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = parsed.pathname.slice(1).split('/')[0] || null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId =
      parsed.searchParams.get('v') ??
      parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/?#]+)/)?.[1] ??
      null;
  }
  if (youtubeId) {
    return {
      kind: 'iframe',
      src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`,
    };
  }

  if (host === 'vimeo.com') {
    const id = parsed.pathname.match(/^\/(\d+)/)?.[1];
    if (id) return { kind: 'iframe', src: `https://player.vimeo.com/video/${id}?autoplay=1` };
  }
  if (host === 'player.vimeo.com') return { kind: 'iframe', src: url };

  return { kind: 'iframe', src: url };
}
