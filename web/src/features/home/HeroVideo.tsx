import { useEffect, useRef, useState } from 'react';
import { HOME_HERO } from '../../site-copy/home';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The hero's decorative looping video. `muted` is set on the element too, because React does
 * not render it into server HTML and browsers only autoplay muted videos.
 */
export function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const stopped = paused || reducedMotion;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true;
    if (stopped) element.pause();
    else element.play().catch(() => undefined);
  }, [stopped]);

  const { webm, mp4, poster } = HOME_HERO.video;
  return (
    <div className="hero-video">
      <video
        ref={video}
        className="hero-video__media"
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        preload="metadata"
        poster={poster}
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      {!reducedMotion && (
        <button
          type="button"
          className="hero-video__toggle"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? 'Play background video' : 'Pause background video'}
        </button>
      )}
    </div>
  );
}
