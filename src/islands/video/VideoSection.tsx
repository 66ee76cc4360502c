import { useEffect, useState } from 'react';
import { island } from '../ui/I18nProvider.tsx';
import VideoList from './VideoList.tsx';
import VideoWatch from './VideoWatch.tsx';
import { videoIdFrom } from './format.ts';

/**
 * /video/: the player for ?id=N above the list of videos. Opening another video changes the address (so it
 * can be shared and Back returns to the one before) without loading the page again.
 */
export default island(function VideoSection() {
  const [id, setId] = useState(() => videoIdFrom(location.search));
  // Raised when a comment is posted or deleted: the cards below ask for their counts again.
  const [commentsChanged, setCommentsChanged] = useState(0);

  useEffect(() => {
    const onPop = () => setId(videoIdFrom(location.search));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const open = (next: number | null) => {
    const url = new URL(location.href);
    if (next) url.searchParams.set('id', String(next));
    else url.searchParams.delete('id');
    history.pushState(null, '', url);
    setId(next);
    scrollTo({ top: 0 });
  };

  return (
    <div data-video-section>
      {id && <VideoWatch key={id} id={id} onClose={() => open(null)} onCommentsChanged={() => setCommentsChanged((n) => n + 1)} />}
      <VideoList currentId={id} onOpen={open} commentsChanged={commentsChanged} />
    </div>
  );
});
