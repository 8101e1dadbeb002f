// The area management dialog (spec 3 §2.5). Placeholder until the areas part lands.
export interface AreaManagerDialogProps {
  opened: boolean;
  onClose: () => void;
  unitId: number;
  unitName: string;
}

export function AreaManagerDialog(_props: AreaManagerDialogProps) {
  return null;
}
