import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';

/** Accessible tabs whose panels are labelled by their tab (ids derived from `idPrefix`). */
export function ProfileTabs<V extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  label,
}: {
  tabs: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  idPrefix: string;
  label: string;
}) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={value}
        onChange={(_, next: V) => onChange(next)}
        aria-label={label}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${idPrefix}-tab-${tab.value}`}
            aria-controls={`${idPrefix}-panel-${tab.value}`}
          />
        ))}
      </Tabs>
    </Box>
  );
}

export function TabPanel({ idPrefix, value, children }: { idPrefix: string; value: string; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`${idPrefix}-panel-${value}`} aria-labelledby={`${idPrefix}-tab-${value}`}>
      {children}
    </Box>
  );
}
