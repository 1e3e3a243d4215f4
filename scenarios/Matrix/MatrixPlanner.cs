using Bench.Scenarios.Validation;

namespace Bench.Scenarios.Matrix;

/// <summary>
/// Checks a whole matrix and expands it into cases. Every error of every entry is collected, so that the
/// user fixes the file once; nothing runs until the matrix is clean.
/// </summary>
public static class MatrixPlanner
{
    /// <summary>The matrix's cases, each once, in the order written (IFI twins side by side); throws <see cref="ValidationException"/> with every error.</summary>
    public static IReadOnlyList<PlannedCase> Plan(MatrixDefinition matrix)
    {
        ArgumentNullException.ThrowIfNull(matrix);
        var errors = new List<ValidationError>(matrix.Problems);
        CheckRepetitions(matrix.Repetitions, matrix.RepetitionsLocation, errors);
        var cases = new List<PlannedCase>();
        foreach (var entry in matrix.Entries)
        {
            if (entry.Repetitions is { } own)
            {
                CheckRepetitions(own, entry.RepetitionsLocation ?? entry.Location, errors);
            }

            cases.AddRange(PlanEntry(entry, errors).Select(c => c with { Repetitions = entry.Repetitions, Entry = entry.Location }));
        }

        // An entry that could not be read explains an empty list (its error says why); an error elsewhere in the file (its
        // repetitions, an unknown key) does not, and must not hide that the matrix has no cases: every error at once.
        if (matrix.Entries.Count == 0 && !matrix.Problems.Any(p => p.Location.Path.StartsWith("cases", StringComparison.Ordinal)))
        {
            errors.Add(new ValidationError(
                new SourceLocation(matrix.Source, "cases"), "cases", "the matrix has no cases", $"at least one entry naming a scenario ({string.Join(", ", ScenarioCatalog.Names)})"));
        }

        if (errors.Count > 0)
        {
            // In the file's order, as the user reads it (the file's own shape and its entries are checked apart); a profile's
            // or the command line's have no line and keep theirs.
            throw new ValidationException(errors.OrderBy(e => e.Location.Line ?? 0).ThenBy(e => e.Location.Column ?? 0).ToList());
        }

        // A case two entries name runs once, as often as the entry asking most of it (an entry without its own: the matrix's);
        // IFI twins stand side by side, where their first stands, also when two entries name them (IFI on more often).
        var distinct = cases
            .GroupBy(c => c.Id)
            .Select((same, written) => same.First() with { Repetitions = MostAsked(same, matrix.Repetitions), WrittenAt = written })
            .GroupBy(c => c.Id.Twin)
            .SelectMany(twins => twins)
            .ToList();
        var titles = Bench.Results.Cases.CaseId.Titles(distinct.Select(c => c.Id));
        return distinct.Select(c => c with { Title = titles[c.Id] }).ToList();
    }

    /// <summary>The most repetitions any of <paramref name="same"/> asks, or null when that is the matrix's own.</summary>
    private static int? MostAsked(IEnumerable<PlannedCase> same, int matrixRepetitions)
    {
        var most = same.Max(c => c.RunsOf(matrixRepetitions));
        return most == matrixRepetitions ? null : most;
    }

    private static void CheckRepetitions(int repetitions, SourceLocation location, List<ValidationError> errors)
    {
        if (MatrixDefinition.RepetitionsProblem(repetitions, location) is { } error)
        {
            errors.Add(error);
        }
    }

    private static List<PlannedCase> PlanEntry(MatrixEntry entry, List<ValidationError> errors)
    {
        IScenario scenario;
        try
        {
            scenario = ScenarioCatalog.Find(entry.Scenario, entry.Location.At(entry.Location.Path + ".scenario"));
        }
        catch (ValidationException e)
        {
            errors.AddRange(e.Errors);
            return [];
        }

        var errorsBefore = errors.Count;
        var names = scenario.Parameters.Select(p => p.Name).ToList();
        foreach (var (name, values) in entry.Values)
        {
            if (!names.Contains(name))
            {
                errors.Add(new ValidationError(
                    entry.WhereIs(name), name,
                    $"unknown parameter of scenario {scenario.Info.Name}{Suggestions.DidYouMean(name, names)}", string.Join(", ", names)));
            }
        }

        var axes = new List<(ParameterSpec Spec, List<long> Values)>();
        foreach (var spec in scenario.Parameters)
        {
            axes.Add((spec, Read(spec, entry, errors)));
        }

        if (errors.Count > errorsBefore)
        {
            return [];
        }

        var cases = new List<PlannedCase>();
        foreach (var values in Combinations(axes))
        {
            var (planned, problems) = scenario.Plan(values);
            foreach (var problem in problems)
            {
                var location = entry.Values.TryGetValue(problem.Field, out var given) && given.Count > 0
                    ? given[0].Location
                    : entry.WhereIs(problem.Field);
                var error = new ValidationError(location, problem.Field, problem.Problem, problem.Allowed);
                if (!errors.Contains(error))
                {
                    errors.Add(error);
                }
            }

            cases.Add(planned);
        }

        return cases;
    }

    private static List<long> Read(ParameterSpec spec, MatrixEntry entry, List<ValidationError> errors)
    {
        var given = entry.Values.TryGetValue(spec.Name, out var values)
            ? values
            : spec.Defaults.Select(d => new MatrixValue(d, entry.Location.At($"{entry.Location.Path}.{spec.Name} (default)"))).ToList();
        if (given.Count == 0)
        {
            errors.Add(new ValidationError(entry.WhereIs(spec.Name), spec.Name, "an empty list", spec.Allowed));
        }

        var read = new List<long>();
        var firsts = new Dictionary<long, MatrixValue>();
        foreach (var value in given.Where(v => !v.Refused))
        {
            if (spec.TryRead(value.Text, out var number))
            {
                if (!firsts.TryAdd(number, value))
                {
                    errors.Add(new ValidationError(
                        value.Location, spec.Name,
                        $"'{value.Text}' is in the list twice (also at {firsts[number].Location.InWords}): its cases would run once",
                        "each value once in a list"));
                }
                else
                {
                    read.Add(number);
                }
            }
            else
            {
                errors.Add(new ValidationError(value.Location, spec.Name, spec.Kind == ParameterKind.Size && ByteSize.Hint(value.Text) is { } hint ? $"'{value.Text}' is not allowed: {hint}" : $"'{value.Text}' is not allowed", spec.Allowed));
            }
        }

        return read;
    }

    private static IEnumerable<long[]> Combinations(List<(ParameterSpec Spec, List<long> Values)> axes)
    {
        IEnumerable<long[]> combinations = [[]];
        foreach (var axis in axes)
        {
            combinations = combinations.SelectMany(prefix => axis.Values.Select(v => (long[])[.. prefix, v]));
        }

        return combinations;
    }
}
