using Bench.Results.Comparison;
using Bench.Results.Csv;
using Bench.Results.Samples;

namespace Bench.Results.Tests.Csv;

/// <summary>Every column of every CSV file a run, a report or a comparison writes is explained in README's "Reading the results".</summary>
public sealed class ReadmeColumnsTests : TempDirectoryTest
{
    public static TheoryData<string> Files() => [RunFiles.Results, RunFiles.Summary, RunFiles.Stalls, "samples.csv", "comparison.csv"];

    [Theory]
    [MemberData(nameof(Files))]
    public void Every_column_of_the_file_is_explained_in_the_readme(string file)
    {
        var section = ReadingTheResults();

        var missing = Columns(file).Where(column => !section.Contains($"`{column}`", StringComparison.Ordinal)).ToList();

        Assert.True(missing.Count == 0, $"{file}: columns not explained in README's \"Reading the results\": {string.Join(", ", missing)}");
    }

    /// <summary>The header the harness writes for <paramref name="file"/>, as its own writer writes it.</summary>
    private string[] Columns(string file) => file switch
    {
        _ when file == RunFiles.Results => Header<ResultRow>(),
        _ when file == RunFiles.Summary => Header<SummaryRow>(),
        _ when file == RunFiles.Stalls => Header<GrowthStallRow>(),
        "comparison.csv" => Header<ComparisonRow>(),
        _ => SamplesWriter.Header.Split(','),
    };

    private string[] Header<T>()
    {
        var path = Temp[typeof(T).Name + ".csv"];
        using (new CsvTableWriter<T>(path))
        {
        }

        return File.ReadLines(path).First().Split(',');
    }

    private static string ReadingTheResults([System.Runtime.CompilerServices.CallerFilePath] string source = "")
    {
        var directory = Path.GetDirectoryName(source);
        while (directory is not null && !File.Exists(Path.Combine(directory, "bench.sln")))
        {
            directory = Path.GetDirectoryName(directory);
        }

        var readme = File.ReadAllText(Path.Combine(directory!, "README.md"));
        var start = readme.IndexOf("\n## Reading the results", StringComparison.Ordinal);
        Assert.True(start >= 0, "README.md has a section \"## Reading the results\"");
        var end = readme.IndexOf("\n## ", start + 1, StringComparison.Ordinal);
        return end < 0 ? readme[start..] : readme[start..end];
    }
}
