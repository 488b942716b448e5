import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TWEET_MAX_CHARS } from '@scriptloom/contracts';
import { CopyIcon } from './insight-icons';
import { describePosts } from './posts';
import { useCopy } from './use-copy';

const NOUN = { tweet: 'Tweet', caption: 'Caption' } as const;

/** Tweets or captions, one card each, with its own Copy and its length (tweets over 280 flagged). */
export function PostCards({ text, kind }: { text: string; kind: 'tweet' | 'caption' }) {
  const copy = useCopy();
  const posts = describePosts(text, kind);
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {posts.map((post, i) => {
        const name = `${NOUN[kind]} ${i + 1}`;
        return (
          <Paper component="li" key={i} variant="outlined" data-testid="post" sx={{ p: 2 }}>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.text}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <Typography
                variant="caption"
                data-testid="post-chars"
                data-over={post.overLimit ? 'true' : undefined}
                sx={{
                  flex: 1,
                  color: post.overLimit ? 'error.main' : 'text.secondary',
                  fontWeight: post.overLimit ? 700 : 400,
                }}
              >
                {kind === 'tweet' ? `${post.chars} / ${TWEET_MAX_CHARS} characters` : `${post.chars} characters`}
                {post.overLimit ? ` — ${post.chars - TWEET_MAX_CHARS} over the limit` : ''}
              </Typography>
              <Tooltip title={`Copy ${name.toLowerCase()}`}>
                <IconButton
                  size="small"
                  aria-label={`Copy ${name.toLowerCase()}`}
                  data-testid="post-copy"
                  onClick={() => void copy(post.text, name)}
                >
                  <CopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
