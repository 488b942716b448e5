import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// @mui/icons-material is not a dependency (thousands of modules for a dozen glyphs); these are the
// Material Design paths the app uses, drawn the same way CloseIcon is.
function icon(path: string, name: string) {
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <path d={path} />
      </SvgIcon>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const UploadIcon = icon('M9 16h6v-6h4l-7-7-7 7h4zm-4 2h14v2H5z', 'UploadIcon');
export const CloudUploadIcon = icon(
  'M19.35 10.04C18.67 6.59 15.64 4 12 4 9.11 4 6.6 5.64 5.35 8.04 2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96zM14 13v4h-4v-4H7l5-5 5 5h-3z',
  'CloudUploadIcon',
);
export const DownloadIcon = icon('M5 20h14v-2H5v2zM19 9h-4V3H9v6H5l7 7 7-7z', 'DownloadIcon');
export const DeleteIcon = icon(
  'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
  'DeleteIcon',
);
export const AudioIcon = icon(
  'M12 3v9.28c-.47-.17-.97-.28-1.5-.28C8.01 12 6 14.01 6 16.5S8.01 21 10.5 21c2.31 0 4.2-1.75 4.45-4H15V6h4V3h-7z',
  'AudioIcon',
);
export const VideoIcon = icon(
  'M17 10.5V7c0-.55-.45-1-1-1H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.55 0 1-.45 1-1v-3.5l4 4v-11l-4 4z',
  'VideoIcon',
);
export const PlayIcon = icon('M8 5v14l11-7z', 'PlayIcon');
export const PauseIcon = icon('M6 19h4V5H6v14zm8-14v14h4V5h-4z', 'PauseIcon');
export const ErrorIcon = icon(
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  'ErrorIcon',
);
export const EditIcon = icon(
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.9959.9959 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
  'EditIcon',
);
export const CheckIcon = icon('M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z', 'CheckIcon');
export const InsightsIcon = icon(
  'M3 13h2v-2H3v2zm0 4h2v-2H3v2zm0-8h2V7H3v2zm4 4h14v-2H7v2zm0 4h14v-2H7v2zM7 7v2h14V7H7z',
  'InsightsIcon',
);
export const CalendarIcon = icon(
  'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 16H5V9h14v11zM7 11h5v5H7z',
  'CalendarIcon',
);
export const MenuIcon = icon('M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z', 'MenuIcon');
export const VideoOffIcon = icon(
  'M21 6.5l-4 4V7c0-.55-.45-1-1-1H9.82L21 17.18V6.5zM3.27 2 2 3.27 4.73 6H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.21 0 .39-.08.54-.18L19.73 21 21 19.73 3.27 2z',
  'VideoOffIcon',
);
