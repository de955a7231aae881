import type { RewardType } from '../catalogues/account-options';
import type { DecimalInput } from '../money/decimal';

/** One objective row of a commercial's month (objetivo_mes + the objective's llave). */
export interface CalculatorObjectiveRow {
  id?: number;
  familia: { id: number; nombre?: string };
  /** Weight in percent of the commission (0-100). */
  peso: DecimalInput;
  objetivo: DecimalInput;
  consecucion: DecimalInput;
  llave: boolean;
}

/** A corrective factor tranche: `factor` applies below `porcentaje_maximo` (999+ open-ended). */
export interface FactorTranche {
  porcentaje_maximo: number;
  factor: DecimalInput;
}

export interface CalculatorReward {
  tipo: RewardType;
  /** Euros for BOLSA_FIJA; percentage of the pool for PORCENTAJE. */
  cantidad: DecimalInput;
}

export interface CalculatorPot {
  bolsa: DecimalInput;
  bolsa_recomendador: DecimalInput;
}

export interface CommercialMonthInput {
  rows: readonly CalculatorObjectiveRow[];
  /** The commercial's corrective factor tranches; null when none is loaded. */
  factors: readonly FactorTranche[] | null;
  reward: CalculatorReward | null;
  pot: CalculatorPot | null;
  workingDays: number;
  elapsedWorkingDays: number;
}

export interface ObjectiveRowFigures {
  id?: number;
  familia: { id: number; nombre?: string };
  peso: string;
  objetivo: string;
  consecucion: string;
  llave: boolean;
  /** consecucion / objetivo x 100 (2 decimals); null ("empty") when objetivo is 0. */
  objetivo_porc: string | null;
  /** min(objetivo_porc, 150) x peso / 100 (2 decimals). */
  comision_porc: string;
  /** objetivo / working days x elapsed working days (2 decimals). */
  five_percent: string;
  /** The row reached its objective (objetivo_porc >= 100). */
  reached: boolean;
}

export interface SelectedFactor {
  index: number;
  porcentaje_maximo: number;
  factor: string;
  openEnded: boolean;
  label: string;
}

export interface CommercialMonthFigures {
  rows: readonly ObjectiveRowFigures[];
  /** Every key objective reaches at least 100 %. */
  keyHolds: boolean;
  /** No objective with a target above 0 has zero achievement. */
  noZeroAchievement: boolean;
  /** The total commission is shown (key holds and no zero achievement). */
  showTotalCommission: boolean;
  /** Sum of the rows' comision_porc: the achievement the corrective factor is chosen on. */
  totalCommissionPercentage: string;
  correctiveFactor: SelectedFactor | null;
  pool: { bolsa: string; bolsa_recomendador: string; total: string } | null;
  /** The reward base in euros: the fixed pot, or the percentage of the pool. */
  rewardBase: string | null;
  /** rewardBase x totalCommissionPercentage / 100 x factor; null without a reward. */
  potentialCommission: string | null;
  /** potentialCommission when it is shown, else null. */
  totalCommission: string | null;
  workingDays: number;
  elapsedWorkingDays: number;
}
