using Bench.Results.Cases;
using Bench.Plots.Figures;
using Bench.Results.Comparison;

namespace Bench.Plots.Report;

/// <summary>
/// The report's sections, in order, written through any <see cref="IReportFormat"/>: the runs in one line, the executive
/// summary, the comparison (how it was tested and its power), the what-if estimates, a section per scenario (what it
/// measures, what its numbers mean, each run's table and charts), security, environment, notes.
/// </summary>
public static class ReportLayout
{
    /// <summary>The report's title.</summary>
    public const string Title = "Storage capacity report";

    /// <summary>The executive summary's heading.</summary>
    public const string SummaryHeading = "Summary";

    /// <summary>The heading of a section's method detail, under it in small print (<see cref="IReportFormat.Method"/>).</summary>
    public const string MethodHeading = "How this was measured";

    /// <summary>The heading of the words and methods the summary leaves to the sections, under it.</summary>
    public const string HowToReadHeading = "How to read this report";

    /// <summary>Writes <paramref name="model"/> in <paramref name="format"/>.</summary>
    public static string Render(ReportModel model, IReportFormat format)
    {
        ArgumentNullException.ThrowIfNull(model);
        ArgumentNullException.ThrowIfNull(format);
        format.Heading(1, Title);
        format.Paragraph(string.Join("; ", model.Runs.Select(r => Footers.Of(r.Data).Text)) + ". Made by bench.");
        if (model.Summary.Count > 0)
        {
            format.Heading(2, SummaryHeading);
            format.List(model.Summary);
        }

        if (model.Tune is { } tune)
        {
            TuneSection.Write(tune, model.Runs[0], format);
        }

        var howToRead = ExecutiveSummary.HowToRead(model.Runs.Select(r => r.Data).ToList(), ifi: model.Tune is null);
        if (howToRead.Count > 0)
        {
            format.Heading(2, HowToReadHeading);
            format.List(howToRead);
        }

        if (model.Comparison.Count > 0)
        {
            Comparison(model, format);
        }

        if (model.Estimates.Count > 0)
        {
            format.Heading(2, "What-if estimates");
            format.Paragraph(string.Create(
                CultureInfo.InvariantCulture,
                $"Times for sizes the runs did not measure, from a model fitted to what they did; one more than {Estimates.ExtrapolationLimit:0}x past the largest size measured, or larger than the volume's free space, is flagged: measure closer before relying on it."));
            var (header, rows, models) = ReportTables.Estimates(model.Estimates);
            format.Table(header, rows);
            var caution = new List<string>(models);
            if (model.Estimates.Any(e => e.ExtrapolatedFrom is not null))
            {
                caution.Add(string.Create(CultureInfo.InvariantCulture, $"{ReportTables.Extrapolated} more than {Estimates.ExtrapolationLimit:0}x past the largest size measured"));
            }

            if (model.Estimates.Any(e => e.BelowFrom is not null))
            {
                caution.Add($"{ReportTables.Below} below the smallest size measured: extrapolated down the model, not measured there");
            }

            if (rows.Any(r => r.Any(c => c.Text == "-")))
            {
                caution.Add("-: not estimated for that row: a size its scenario measured, or one its scenario's profiles do not use");
            }

            if (model.Estimates.Any(e => e.FreeBytes is not null))
            {
                caution.Add($"{ReportTables.BeyondFreeSpace} larger than the free space of the volume measured ({string.Join(", ", model.Estimates.Select(e => e.FreeBytes).OfType<long>().Distinct().Select(Findings.Size))})");
            }

            if (caution.Count > 0)
            {
                format.Method(MethodHeading, "Each row's model, its figures and what it was fitted on, numbered as in the table; the table's marks.", caution, []);
            }
        }

        SeedTable.Write([.. model.Runs.Select(r => r.Data)], model.Estimates, format);

        var estimatorNamed = false;
        IReadOnlySet<int> rangesSaid = new HashSet<int>();
        foreach (var section in model.Sections)
        {
            (var named, rangesSaid) = Scenario(model, section, format, !estimatorNamed, rangesSaid);
            estimatorNamed |= named;
        }

        if (model.Security.Count > 0)
        {
            format.Heading(2, "Security");
            foreach (var note in ScenarioCatalog.Infos.Select(i => i.SecurityNote).OfType<string>())
            {
                format.Paragraph(note);
            }
            format.List(model.Security);
        }

        if (model.Fleet is { } fleet)
        {
            format.Heading(2, "Fleet");
            format.Paragraph("Each run is a column named by its host; hosts are set side by side, never added together.");
            format.List(fleet.Findings);
            format.Table(FleetSection.HostsHeader, fleet.Hosts.Select(Cells));
            format.Table(fleet.CasesHeader, fleet.Cases.Select(Cells));
            format.Charts(null, fleet.Charts);
        }

        format.Heading(2, "Environment");
        var (environmentHeader, environment) = ReportTables.Environments(model.Runs.Select(r => r.Data));
        format.Table(environmentHeader, environment);
        if (model.Notes.Count > 0)
        {
            format.Heading(2, "Notes");
            format.List(model.Notes);
        }

        return format.Finish();
    }

    private static void Comparison(ReportModel model, IReportFormat format)
    {
        format.Heading(2, "Comparison");
        // Of the timings alone, as the summary's counts (the exposure check is a security check, not a timing).
        var timings = ComparisonMeasures.Judged(ExecutiveSummary.Timings(model.Comparison));
        var detectable = timings.Select(c => c.DetectableRatio).OfType<double>().Order().ToList();
        var repetitions = timings.SelectMany(c => new[] { c.NBaseline, c.N }).ToList();
        var power = detectable.Count == 0
            ? string.Empty
            : string.Create(
                CultureInfo.InvariantCulture,
                $" Its power: with {Counts.Repetitions(repetitions)} a side and the spread these runs showed, a difference of {Ratios.Text(Ratios.Median(detectable))} (median over the cases; {Ratios.Text(detectable[0])} to {Ratios.Text(detectable[^1])}) is found 80% of the time; smaller differences may go unseen (\"no difference\" means none was detected, not that there is none).");
        format.Paragraph(
            $"Each case is compared by {TwoSampleComparison.Method} (Welch's test does not assume the runs vary alike; logarithms make it a test of the ratio of times). "
            + "The ratio is the later run's time over the first's (geometric means; 2 means twice as long), with its 95% confidence interval; the verdict is at the 5% level."
            + power
            + Checks(model.Comparison));
        var titles = ReportTables.Titles(model.Comparison.Select(c => c.CaseId));
        var notes = model.Comparison.Any(c => !string.IsNullOrEmpty(c.Note)) ? 0 : 1;
        format.Table(ReportTables.ComparisonHeader.SkipLast(notes).ToList(), model.Comparison.Select(c => ReportTables.Comparison(c, titles).SkipLast(notes).ToList()));
        if (IfiCompareFigure.Finding([.. model.Runs.Select(r => r.Data)]) is { } ifi)
        {
            format.Paragraph(ifi);
        }

        format.Charts(null, model.ComparisonCharts);
    }

    /// <summary>" IFI EXPOSURE CHECK is a security check, not a timing of a database operation: ...": what the table keeps of a security check's cases, and the summary and the charts leave out.</summary>
    private static string Checks(IReadOnlyList<ComparisonRow> comparison)
    {
        var checks = ScenarioCatalog.Infos.Where(s => s.IsSecurityCheck && comparison.Any(c => c.Scenario == s.Name)).Select(s => s.Title).ToList();
        return checks.Count == 0
            ? string.Empty
            : $" {string.Join(" and ", checks)} {(checks.Count > 1 ? "are security checks" : "is a security check")} (does a new file show old data?), not a timing of a database operation: the table gives its times, but the summary's counts of cases slower and faster leave it out and no chart draws it.";
    }

    /// <summary>
    /// " Measured here: 1 and 9 backup files; BUFFERCOUNT default and 64; uncompressed and compressed.": what the runs
    /// tried of each setting that differed between the scenario's cases, as the description names every setting the
    /// scenario can take; nothing when its cases differ in nothing but IFI.
    /// </summary>
    internal static string Tried(IReadOnlyList<RunSummary> runs, ScenarioInfo scenario)
    {
        var ids = runs.SelectMany(r => r.Summary).Where(s => s.Scenario == scenario.Name).Select(s => s.CaseId).Distinct().ToList();
        var settings = CaseId.Differing(ids).Where(p => p != CaseId.IfiName)
            .Select(p => ids.Select(id => id.ValueText(p)).OfType<string>().Distinct(StringComparer.Ordinal)
                .OrderBy(v => CaseId.NumberOf(v) ?? long.MaxValue).ThenBy(v => v, StringComparer.Ordinal)
                .Select(v => CaseTitles.Speak(scenario.Name, p, v)).ToList())
            .Where(values => values.Count > 1)
            .Select(values => string.Join(", ", values[..^1]) + " and " + values[^1])
            .ToList();
        return settings.Count == 0 ? string.Empty : $" Measured here: {string.Join("; ", settings)}.";
    }

    /// <summary>
    /// Writes a scenario's section; whether it named the tables' estimator (<paramref name="nameEstimator"/>, under its first
    /// table), and the numbers of runs whose range coverage the report has said (<see cref="ReportTables.IntervalNote"/>).
    /// </summary>
    private static (bool Named, IReadOnlySet<int> RangesSaid) Scenario(ReportModel model, ReportSection section, IReportFormat format, bool nameEstimator, IReadOnlySet<int> rangesSaid)
    {
        var named = false;
        format.Heading(2, section.Scenario.Title);
        // A reader who stops after the lead has the answer in numbers; how it was measured, every caveat and the notes on the
        // tables follow under the section in small print (the findings in full, the notes as they were).
        var description = section.Scenario.Description + Tried(model.Runs.Select(r => r.Data).ToList(), section.Scenario);
        var (lead, bullets) = ScenarioFindings.Brief([.. model.Runs.Select(r => r.Data)], section.Scenario, fastest: model.Tune is null);
        format.Paragraph(lead ?? description);
        if (bullets.Count > 0)
        {
            format.List(bullets);
        }

        var notes = new List<string>();
        foreach (var run in model.Runs)
        {
            var rows = run.Data.Summary.Where(s => s.Scenario == section.Scenario.Name).ToList();
            if (rows.Count == 0)
            {
                continue;
            }

            if (model.Runs.Count > 1)
            {
                format.Heading(3, $"{section.Scenario.Title} on {run.Data.Label}");
            }

            var on = model.Runs.Count > 1 ? $"{run.Data.Label}: " : string.Empty;
            var titles = CaseTitles.Of(rows.Select(s => s.CaseId));
            var limit = RunLimits.Limit(run.Data, section.Scenario);
            var header = ReportTables.SummaryHeaderOf(run.Data);
            var saved = header[^1] == ReportTables.SavedColumn;
            // A tune runs IFI on only: no IFI column (the Tune section says so).
            var columns = model.Tune is null ? header.Count : header.Count - 1;
            format.Table([.. header.Take(columns)], rows.Select(s => (IReadOnlyList<ReportCell>)[.. ReportTables.Summary(s, titles, rows, limit, saved, run.Data).Take(columns)]));
            var unsteady = rows.Select(s => (s, Times: Unsteady.Times(run.Data, s))).Where(p => p.Times is not null).Select(p => $"{titles[p.s.CaseId]}: {Unsteady.Words(p.Times!)}").ToList();
            if (unsteady.Count > 0)
            {
                notes.Add($"{on}{ReportTables.UnsteadyMark} {string.Join("; ", unsteady)}. Such a median is a weighted mean of clusters of runs and describes none of them: a saving, ratio or estimate built on it is uncertain (see How to read this report).");
            }

            if (ReportTables.LimitNote(rows, limit, run.Data.Manifest.LimitProbes.Count > 0 && rows.Any(r => r.LimitMbSMedian is > 0), titles, RunLimits.AtCopyRate(run.Data, section.Scenario)) is { } limitNote)
            {
                notes.Add(on + limitNote);
            }

            if (IfiPairs.LeftOut(rows) is { } leftOut)
            {
                notes.Add(on + leftOut);
            }

            if (saved && model.Tune is null && rows.Any(r => r.CaseId.Ifi is not null) && section.Scenario.ComparesIfi)
            {
                notes.Add($"{on}{ReportTables.SavedColumn}: the IFI-off median less the IFI-on median. On the native target this column gives {ReportTables.SavedNotRatio} (summary.csv keeps the storage's ratio as ifi_off_on_ratio).");
            }

            (var note, rangesSaid) = ReportTables.IntervalNote(rows, nameEstimator && !named, rangesSaid);
            if (note is not null)
            {
                notes.Add(on + note);
            }

            named |= nameEstimator;
            format.Charts(run, run.ChartsOf(section.Scenario));
        }

        format.Method(MethodHeading, lead is null ? null : description, section.Findings, notes);
        return (named, rangesSaid);
    }

    private static IReadOnlyList<ReportCell> Cells(IReadOnlyList<string> row) => row.Select(ReportCell.FromString).ToList();
}
