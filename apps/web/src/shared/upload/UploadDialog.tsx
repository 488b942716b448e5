import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { formatUploadProgress, titleFromFileName } from '../files/format';
import { DropZone } from './DropZone';
import { parseSpeakers } from './speakers-field';
import { vocabularyError } from './vocabulary-field';
import { useUpload } from './use-upload';
import { uploadRefusal } from './upload-check';
import { useGetProfileQuery } from '../session/profile-api';
import { useGetClientSettingsQuery } from '../system/client-settings-api';
import { NativeSelect } from '../../components/NativeSelect';
import { AUTOMATIC, languageHelp, languageOptions } from './language-field';
import { ACCOUNT_SETTING, PROFANITY_FILTER_HELP, uploadProfanityOptions } from './profanity-field';
import { ProfanityFilter } from '@scriptloom/contracts';

interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server accepted the file; `success` is its notice. */
  onUploaded: (id: string, success: string) => void;
  onExited: () => void;
  /** Where the form is posted: personal uploads by default (the workflow list posts to its own route). */
  uploadPath?: string;
}

/** Keyed by the caller on every opening, so each upload starts from an empty form. */
export function UploadDialog({ open, onClose, onUploaded, onExited, uploadPath }: UploadDialogProps) {
  const { phase, start, cancel, clearError } = useUpload(uploadPath);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [titleEdited, setTitleEdited] = useState(false);
  const [speakersText, setSpeakersText] = useState('');
  const [vocabularyText, setVocabularyText] = useState('');
  const [language, setLanguage] = useState(AUTOMATIC);
  // Until the server has said which languages its engine knows, the common ones are offered.
  const languages = useGetClientSettingsQuery(undefined, { skip: !open }).data?.languages;
  const [showFieldErrors, setShowFieldErrors] = useState(false);
  // The plan decides the largest file; until the profile is read, only the type is checked here.
  const profile = useGetProfileQuery(undefined, { skip: !open }).data;
  const plan = profile?.plan ?? null;
  // Empty: the account's setting (the field is then not sent).
  const [profanity, setProfanity] = useState<string>(ACCOUNT_SETTING);
  const refusal = file ? uploadRefusal(file, plan) : null;

  const busy = phase.kind === 'sending' || phase.kind === 'checking';
  const speakers = parseSpeakers(speakersText);
  const vocabulary = vocabularyError(vocabularyText);

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    clearError();
    // The title follows the file until the user writes their own.
    if (!titleEdited) setTitle(titleFromFileName(chosen.name));
  };

  // Upload and Retry send the form as it is now: after a failure, the same file carries on from the
  // step that failed (use-upload.ts), with the fields as they were corrected meanwhile.
  const send = async () => {
    setShowFieldErrors(true);
    if (!file || refusal || speakers.error || vocabulary || busy) return;
    const outcome = await start({
      file,
      title: title.trim() || titleFromFileName(file.name),
      speakers: speakers.value,
      vocabulary: vocabularyText,
      language: language === AUTOMATIC ? null : language,
      profanityFilter: ProfanityFilter.safeParse(profanity).data ?? null,
    });
    if (outcome.ok) onUploaded(outcome.data.id, outcome.data.success);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  // While bytes are moving, Escape and the backdrop do nothing: only the explicit Cancel stops an upload.
  const requestClose = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby="upload-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="upload-title">Upload a recording</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <DropZone file={file} onFile={chooseFile} disabled={busy} />
            {showFieldErrors && !file ? (
              <Typography color="error" variant="body2" role="alert">
                Choose an audio or video file to upload.
              </Typography>
            ) : null}
            {refusal ? (
              <Alert severity="error" role="alert" data-testid="upload-refusal">
                {refusal}
              </Alert>
            ) : null}
            <TextField
              label="Title"
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setTitleEdited(true);
              }}
              disabled={busy}
              helperText="Optional. The file name is used when left as it is."
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
            <TextField
              label="Number of speakers"
              value={speakersText}
              onChange={(event) => setSpeakersText(event.target.value)}
              disabled={busy}
              error={showFieldErrors && speakers.error !== null}
              helperText={
                (showFieldErrors && speakers.error) || 'Optional. Leave blank to detect speakers automatically.'
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
              sx={{ maxWidth: 320 }}
            />
            <NativeSelect
              label="Language"
              value={language}
              options={languageOptions(languages)}
              onChange={setLanguage}
              minWidth={240}
              helperText={languageHelp(languages)}
            />
            <NativeSelect
              label="Profanity"
              value={profanity}
              options={uploadProfanityOptions(profile?.profanity_filter)}
              onChange={setProfanity}
              minWidth={240}
              helperText={PROFANITY_FILTER_HELP}
            />
            <TextField
              label="Names and terms"
              value={vocabularyText}
              onChange={(event) => setVocabularyText(event.target.value)}
              disabled={busy}
              multiline
              minRows={2}
              maxRows={6}
              error={showFieldErrors && vocabulary !== null}
              helperText={
                (showFieldErrors && vocabulary) ||
                'Optional. People, places and products said in the recording, one per line or comma-separated: they are recognised and spelled as you write them. Your profile’s list is added too.'
              }
            />
            {phase.kind === 'sending' && file ? (
              <Box role="status" aria-live="polite">
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  Uploading… {formatUploadProgress(phase.loaded, file.size)}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={file.size > 0 ? Math.min(100, (phase.loaded / file.size) * 100) : 0}
                  aria-label="Upload progress"
                />
              </Box>
            ) : null}
            {phase.kind === 'checking' && file ? (
              <Box role="status" aria-live="polite">
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  Uploaded {formatUploadProgress(file.size, file.size)}. Checking the file…
                </Typography>
                <LinearProgress aria-label="Checking the file" />
              </Box>
            ) : null}
            {phase.kind === 'failed' ? (
              <Alert
                severity="error"
                role="alert"
                action={
                  phase.retryable ? (
                    <Button color="inherit" size="small" onClick={() => void send()}>
                      Retry
                    </Button>
                  ) : undefined
                }
              >
                {phase.message}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {busy ? (
            <Button onClick={cancel} color="inherit">
              Cancel upload
            </Button>
          ) : (
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
          )}
          <Button type="submit" variant="contained" loading={busy} disabled={busy}>
            Upload
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
