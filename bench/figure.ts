export interface Figure {
  figure: string;
  value: number;
  unit: string;
  goal?: string;
}
