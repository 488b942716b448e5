import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReviewLinkView as View, Snippet } from '@scriptloom/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { describeApiError } from '../../api/api-error';
import { ACTIVE_WORD_CLASS, ActiveWordHighlighter } from '../../shared/playback/highlighter';
import { MediaPlayer } from '../../shared/playback/MediaPlayer';
import { useActiveWord } from '../../shared/playback/use-active-word';
import { buildWordIndex } from '../../shared/playback/word-index';
import { useCommentThroughLinkMutation } from './review-link-api';
import { DecisionForm } from './DecisionForm';
import { readSelection, timestampSeconds, wordStarts, type TextSelection } from './selection';
import { rememberName, rememberedName } from './remembered-name';

interface ReviewLinkViewProps {
  token: string;
  proof: string | null;
  view: View;
  refetch: () => unknown;
}

/**
 * The transcript as the person with the link sees it: the player (clicking a word plays from it,
 * the word being heard is lit), summary and chapters, the comments made through links, and, as
 * the link allows, commenting on selected words and a workflow's decision.
 */
export function ReviewLinkView({ token, proof, view, refetch }: ReviewLinkViewProps) {
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const index = useMemo(() => buildWordIndex(view.transcript), [view.transcript]);
  const [highlighter] = useState(() => new ActiveWordHighlighter(index));
  useEffect(() => highlighter.setIndex(index), [highlighter, index]);
  useActiveWord(media, index, highlighter);
  const duration = view.transcript.at(-1)?.end ?? 0;

  const seek = useCallback(
    (seconds: number, play = false) => {
      if (!media) return;
      media.currentTime = Math.max(0, seconds);
      if (play) void media.play().catch(() => undefined);
    },
    [media],
  );

  const transcriptRef = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<TextSelection | null>(null);
  const canComment = view.access === 'comment';
  // Whatever made the selection (a drag, the keyboard, a long press), the comment form follows it;
  // a click elsewhere that clears it keeps the last words chosen.
  useEffect(() => {
    if (!canComment) return;
    const follow = () => {
      if (!transcriptRef.current) return;
      const next = readSelection(transcriptRef.current, view.transcript);
      if (next) setSelection(next);
    };
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, [canComment, view.transcript]);

  const playWord = (event: MouseEvent<HTMLElement>) => {
    // A drag that selected text is a selection, not a click on a word.
    if (!window.getSelection()?.isCollapsed) return;
    const word = (event.target as HTMLElement).closest<HTMLElement>('[data-w]');
    if (!word) return;
    const start = index.starts[Number(word.dataset.w)];
    if (start !== undefined) seek(start, true);
  };

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {view.title}
      </Typography>
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.default', py: 1 }}>
        <MediaPlayer
          mediaUrl={view.media_url}
          videoUrl={view.video_url}
          durationHint={duration}
          peaks={null}
          media={media}
          mediaRef={setMedia}
          onSeek={seek}
        />
      </Box>
      {view.summary || view.headline ? (
        <Box component="section" aria-labelledby="link-summary">
          <Typography id="link-summary" component="h2" variant="h6">
            Summary
          </Typography>
          {view.headline ? <Typography sx={{ fontWeight: 600 }}>{view.headline}</Typography> : null}
          {view.summary ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{view.summary}</Typography> : null}
        </Box>
      ) : null}
      {view.chapters.length > 0 ? (
        <Box component="section" aria-labelledby="link-chapters">
          <Typography id="link-chapters" component="h2" variant="h6">
            Chapters
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0 }}>
            {view.chapters.map((chapter, i) => {
              const at = timestampSeconds(chapter.timestamp);
              return (
                <li key={`${chapter.timestamp}-${i}`}>
                  <Button
                    size="small"
                    disabled={Number.isNaN(at)}
                    onClick={() => seek(at, true)}
                    aria-label={`Play from ${chapter.timestamp}: ${chapter.summary}`}
                    sx={{ textTransform: 'none', textAlign: 'left' }}
                  >
                    {chapter.timestamp} · {chapter.summary}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
      ) : null}
      {view.can_decide ? <DecisionForm token={token} proof={proof} /> : null}
      {canComment ? (
        <CommentForm
          token={token}
          proof={proof}
          selection={selection}
          onDone={() => {
            setSelection(null);
            window.getSelection()?.removeAllRanges();
            refetch();
          }}
        />
      ) : null}
      <Box component="section" aria-labelledby="link-transcript">
        <Typography id="link-transcript" component="h2" variant="h6">
          Transcript
        </Typography>
        {canComment ? (
          <Typography variant="body2" color="text.secondary">
            Select words to comment on them. Click a word to play from it.
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Click a word to play from it.
          </Typography>
        )}
        <Box
          ref={transcriptRef}
          onClick={playWord}
          data-testid="link-transcript"
          sx={{
            '& [data-w]': { cursor: 'pointer', borderRadius: '3px' },
            [`& .${ACTIVE_WORD_CLASS}`]: {
              bgcolor: 'rgba(6, 89, 249, 0.18)',
              boxShadow: '0 0 0 2px rgba(6, 89, 249, 0.18)',
            },
          }}
        >
          {view.transcript.map((snippet, p) => (
            <Paragraph
              key={snippet.id}
              snippet={snippet}
              paragraph={p}
              firstWord={index.firstWordOf[p] ?? 0}
              highlighter={highlighter}
            />
          ))}
        </Box>
      </Box>
    </Stack>
  );
}

interface ParagraphProps {
  snippet: Snippet;
  paragraph: number;
  firstWord: number;
  highlighter: ActiveWordHighlighter;
}

function Paragraph({ snippet, paragraph, firstWord, highlighter }: ParagraphProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    highlighter.attach(paragraph, element);
    return () => highlighter.detach(paragraph, element);
  }, [highlighter, paragraph]);
  const starts = wordStarts(snippet);
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {snippet.speaker} · {snippet.start_timestamp}
      </Typography>
      <Typography component="p" ref={ref} data-paragraph={snippet.id} sx={{ lineHeight: 1.8 }}>
        {snippet.words.map((word, i) => (
          <span key={i}>
            {i > 0 ? ' ' : null}
            <span data-w={firstWord + i} data-o={starts[i]}>
              {word.text}
            </span>
          </span>
        ))}
      </Typography>
      {snippet.comments.length > 0 ? (
        <Box
          component="ul"
          aria-label="Comments"
          sx={{ listStyle: 'none', pl: 2, m: 0, borderLeft: 3, borderColor: 'warning.main' }}
        >
          {snippet.comments.map((comment) => (
            <li key={comment.id} data-testid="link-comment">
              <Typography variant="body2">
                <strong>{comment.created_by.first_name}</strong> on “{comment.highlighted_text}”: {comment.comment}
              </Typography>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

interface CommentFormProps {
  token: string;
  proof: string | null;
  selection: TextSelection | null;
  onDone: () => void;
}

/** A comment on the selected words, by the name typed (remembered on this browser). */
function CommentForm({ token, proof, selection, onDone }: CommentFormProps) {
  const [name, setName] = useState(rememberedName);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [comment, { isLoading }] = useCommentThroughLinkMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selection) return;
    const result = await comment({
      token,
      proof,
      body: {
        paragraph_id: selection.paragraphId,
        start_pos: selection.start,
        end_pos: selection.end,
        highlighted_text: selection.text,
        comment: text,
        name,
      },
    });
    if (result.error !== undefined) {
      const info = describeApiError(result.error);
      setError(Object.values(info.fields)[0] ?? info.message);
      return;
    }
    rememberName(name.trim());
    setText('');
    setError(null);
    setSent(true);
    onDone();
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="link-comment-title"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="link-comment-title" component="h2" variant="h6">
        Comment
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="link-selection">
        {selection ? `On: “${selection.text}”` : 'Select words in the transcript to comment on them.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <TextField
          label="Your name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          size="small"
        />
        <TextField
          label="Comment"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSent(false);
          }}
          size="small"
          fullWidth
          multiline
        />
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
      {sent ? (
        <Alert severity="success" sx={{ mt: 1 }} role="status">
          Comment sent.
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 1 }}
        loading={isLoading}
        disabled={!selection || !name.trim() || !text.trim()}
      >
        Add comment
      </Button>
    </Box>
  );
}
