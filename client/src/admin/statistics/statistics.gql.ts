import { graphql } from '../gql';

export const StatisticsDocument = graphql(`
  query AdminStatistics($query: StatisticsQuery!) {
    statistics(query: $query) {
      period
      key
      label
      value
    }
  }
`);

export const RefreshStatisticsDocument = graphql(`
  mutation AdminRefreshStatistics {
    refreshStatistics
  }
`);
