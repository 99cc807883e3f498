import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';

const bands = ['Bass', 'Mid', 'Treble'];
const marks = [
  { value: -12, label: '−12 dB' },
  { value: 0, label: '0' },
  { value: 12, label: '+12 dB' },
];

export default function SliderVertical() {
  return (
    <Row>
      {bands.map((band, index) => (
        <StyledSlider
          key={band}
          orientation="vertical"
          aria-label={band}
          defaultValue={[3, 0, -2][index]}
          min={-12}
          max={12}
          marks={marks}
          getAriaValueText={(value) => `${value} decibels`}
        />
      ))}
    </Row>
  );
}

function Row({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-wrap gap-[72px] px-3 py-2">{children}</div>;
}

function StyledSlider(props: SliderProps) {
  return (
    <Slider
      {...props}
      slotProps={{
        root: {
          className:
            'relative box-content block h-1 w-full cursor-pointer touch-none py-4 text-blue-600 dark:text-blue-300 [&.base--disabled]:cursor-default [&.base--disabled]:text-gray-400 [&.base-Slider-marked]:mb-6 [&.base-Slider-vertical]:mb-0 [&.base-Slider-vertical]:h-40 [&.base-Slider-vertical]:w-1 [&.base-Slider-vertical]:px-4 [&.base-Slider-vertical]:py-0',
        },
        rail: {
          className:
            '[.base-Slider-trackInverted_&]:opacity-100 absolute top-1/2 h-1 w-full -translate-y-1/2 rounded-sm bg-current opacity-30 [.base-Slider-vertical_&]:top-0 [.base-Slider-vertical_&]:left-1/2 [.base-Slider-vertical_&]:h-full [.base-Slider-vertical_&]:w-1 [.base-Slider-vertical_&]:-translate-x-1/2 [.base-Slider-vertical_&]:translate-y-0',
        },
        track: {
          className:
            '[.base-Slider-trackFalse_&]:hidden [.base-Slider-trackInverted_&]:bg-blue-200 dark:[.base-Slider-trackInverted_&]:bg-slate-700 absolute top-1/2 h-1 -translate-y-1/2 rounded-sm bg-current [.base-Slider-vertical_&]:top-auto [.base-Slider-vertical_&]:left-1/2 [.base-Slider-vertical_&]:w-1 [.base-Slider-vertical_&]:-translate-x-1/2 [.base-Slider-vertical_&]:translate-y-0',
        },
        thumb: {
          className:
            'absolute top-1/2 box-border size-[18px] -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-solid border-current bg-white hover:shadow-[0_0_0_6px_rgba(37,99,235,0.2)] dark:bg-gray-900 [&.base--active]:shadow-[0_0_0_6px_rgba(37,99,235,0.2)] [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300 [.base-Slider-vertical_&]:top-auto [.base-Slider-vertical_&]:left-1/2 [.base-Slider-vertical_&]:translate-y-1/2',
        },
        mark: {
          className:
            'absolute top-1/2 size-1 -translate-x-1/2 -translate-y-1/2 rounded-full bg-current opacity-60 [.base-Slider-vertical_&]:top-auto [.base-Slider-vertical_&]:left-1/2 [.base-Slider-vertical_&]:translate-y-1/2',
        },
        markLabel: {
          className:
            'absolute top-[30px] -translate-x-1/2 text-xs whitespace-nowrap text-gray-600 dark:text-gray-300 [.base-Slider-vertical_&]:top-auto [.base-Slider-vertical_&]:left-7 [.base-Slider-vertical_&]:translate-x-0 [.base-Slider-vertical_&]:translate-y-1/2',
        },
        valueLabel: {
          className:
            'absolute bottom-[calc(100%+8px)] left-1/2 -translate-x-1/2 rounded bg-gray-800 px-1.5 py-0.5 text-xs/normal font-semibold whitespace-nowrap text-white dark:bg-gray-200 dark:text-gray-900',
        },
      }}
    />
  );
}
