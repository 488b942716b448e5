import { YourFiles } from '../../features/dashboard/YourFiles';

interface PersonalAreaProps {
  /** True when the stored userInfo exists and its org_role is null (docs/product.md#routes-of-the-web-app). */
  isEnabled: boolean;
}

/** The personal user's workspace (lazily loaded, see ../lazy/personal-area.ts). */
export default function PersonalArea({ isEnabled }: PersonalAreaProps) {
  if (!isEnabled) return null;
  return <YourFiles />;
}
