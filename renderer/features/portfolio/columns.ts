/** A portfolio table's columns, each with the text the screen shows and the CSV writes. */
import type { ReactNode } from 'react';
import type { Column } from '../../ui/Table';
import type { CsvColumn } from './csv';

export interface DataColumn<Row> {
  id: string;
  header: string;
  /** Numbers line up at the end. */
  align?: 'start' | 'end';
  /** The cell's text: shown, and exported. */
  text: (row: Row) => string;
  /** What the screen shows when more than the text (colour, a button); the text otherwise. */
  cell?: (row: Row) => ReactNode;
}

export const tableColumns = <Row>(columns: readonly DataColumn<Row>[]): Column<Row>[] =>
  columns.map(({ id, header, align, text, cell }) => ({ id, header, align, cell: cell ?? text }));

export const csvColumns = <Row>(columns: readonly DataColumn<Row>[]): CsvColumn<Row>[] =>
  columns.map(({ header, text }) => ({ header, value: text }));
