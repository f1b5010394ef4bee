export type VideoEmbed = { kind: 'iframe' | 'video'; src: string };

/**
 * Turns a tutorial link as an editor would paste it (a YouTube or Vimeo page, or a video file) into something
 * a page can play inline: a file plays in <video>; YouTube plays from youtube-nocookie.com and Vimeo from its
 * player, both allowed in frames by the CSP. Null for an empty or non-http(s) address.
 */
export function videoEmbed(raw: string | null | undefined, { autoplay = false } = {}): VideoEmbed | null {
  if (!raw) return null;
  let url: URL;
  try {
    // relative paths (a file the shop serves itself) resolve against a placeholder origin
    url = new URL(raw, 'https://placeholder.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (/\.(mp4|webm|ogg)$/i.test(url.pathname)) return { kind: 'video', src: raw };

  const host = url.hostname.replace(/^www\.|^m\./, '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = url.pathname.slice(1).split('/')[0] || null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId =
      url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/)?.[1] ?? null;
  }
  if (youtubeId && /^[\w-]+$/.test(youtubeId)) {
    const params = autoplay ? 'autoplay=1&rel=0' : 'rel=0';
    return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${youtubeId}?${params}` };
  }
  if (host === 'vimeo.com') {
    const id = url.pathname.match(/^\/(\d+)/)?.[1];
    if (id)
      return { kind: 'iframe', src: `https://player.vimeo.com/video/${id}${autoplay ? '?autoplay=1' : ''}` };
  }
  return { kind: 'iframe', src: raw };
}
